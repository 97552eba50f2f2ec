import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { confirmVisitorQuote } from '@/lib/server/services/visitor-quotes';

// POST /api/order/quote/v1/confirm - the visitor's mailed link confirms the request, which then reaches the dealer
export const POST = route(operations.quoteConfirm, async ({ db, body }) => ok(await confirmVisitorQuote(db, body.token)));

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
