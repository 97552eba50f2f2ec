import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { createPreorder, listPreorders } from '@/lib/server/services/preorders';

// GET /api/order/order/v1 - the member's pre-orders, newest first
export const GET = route(operations.preorderList, async ({ db, auth }) => ok(await listPreorders(db, auth.memberId)));

// POST /api/order/order/v1 - place a pre-order; Idempotency-Key makes a retry return the first answer
export const POST = route(operations.preorderCreate, async ({ db, auth, body, headers }) => {
  const answer = await createPreorder(db, auth.memberId, headers['Idempotency-Key'], body);
  return ok(answer.data, { status: answer.status, headers: answer.replayed ? { 'Idempotent-Replayed': 'true' } : {} });
});

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
