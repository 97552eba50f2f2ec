import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { requestVisitorQuote } from '@/lib/server/services/visitor-quotes';

// POST /api/order/quote/v1/visitor - a visitor's quote request: the estimate at once, the dealer once the mailed link is opened
export const POST = route(operations.quoteVisitorCreate, async ({ db, ip, body }) =>
  ok(await requestVisitorQuote(db, ip, body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
