import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { acceptQuote } from '@/lib/server/services/quote-accept';

// POST /api/order/quote/v1/{uuid}/accept - the member accepts a version of their quote: a pre-order at the quoted price
export const POST = route(operations.quoteAccept, async ({ db, auth, params, body }) => {
  const answer = await acceptQuote(db, auth.memberId, params.uuid, body);
  return ok(answer.data, { status: answer.status });
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
