import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { listQuotes, requestQuote } from '@/lib/server/services/quotes';

// POST /api/order/quote/v1 - a quote request with its estimate, sent to the point's dealer
export const POST = route(operations.quoteCreate, async ({ db, auth, body }) =>
  ok(await requestQuote(db, auth.memberId, body), { status: 201 }),
);

// GET /api/order/quote/v1 - the member's quotes, newest first
export const GET = route(operations.quoteList, async ({ db, auth }) => ok(await listQuotes(db, auth.memberId)));

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
