import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { getQuote } from '@/lib/server/services/quotes';

// GET /api/order/quote/v1/{uuid} - one of the member's quotes with its estimate
export const GET = route(operations.quoteDetail, async ({ db, auth, params }) => ok(await getQuote(db, auth.memberId, params.uuid)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
