import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { listStaffQuotes } from '@/lib/server/services/quote-desk';
import { actorOf } from '@/lib/server/services/sales/actor';

// GET /api/staff/quotes/v1 - the quote requests within reach, newest first, and the dealers' discount limits
export const GET = route(operations.staffQuoteList, async ({ db, staff, query }) => ok(await listStaffQuotes(db, actorOf(staff), query)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
