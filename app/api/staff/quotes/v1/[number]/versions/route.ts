import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { issueQuoteVersion } from '@/lib/server/services/quote-desk';
import { actorOf } from '@/lib/server/services/sales/actor';

// POST /api/staff/quotes/v1/{number}/versions - a new version at today's prices (above the limit: to the manager)
export const POST = route(operations.staffQuoteIssue, async ({ db, staff, params, body }) =>
  changedReply(await issueQuoteVersion(db, actorOf(staff), params.number, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
