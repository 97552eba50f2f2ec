import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { decideQuoteVersion } from '@/lib/server/services/quote-desk';
import { actorOf } from '@/lib/server/services/sales/actor';

// POST /api/staff/quotes/v1/{number}/versions/{version}/refuse - the manager refuses the discount (the salesperson is mailed)
export const POST = route(operations.staffQuoteRefuse, async ({ db, staff, params, body }) =>
  changedReply(await decideQuoteVersion(db, actorOf(staff), params.number, params.version, body, false)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
