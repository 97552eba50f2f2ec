import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { getStaffQuote } from '@/lib/server/services/quote-desk';
import { actorOf } from '@/lib/server/services/sales/actor';

// GET /api/staff/quotes/v1/{number} - the request and every version
export const GET = route(operations.staffQuote, async ({ db, staff, params }) =>
  ok(await getStaffQuote(db, actorOf(staff), params.number)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
