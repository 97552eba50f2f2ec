import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { cancelOwnPreorder } from '@/lib/server/services/preorder-cancel';

// POST /api/order/order/v1/{uuid}/cancel - the member cancels their own pre-order before a contract, with a reason
export const POST = route(operations.preorderCancel, async ({ db, auth, params, body }) =>
  ok(await cancelOwnPreorder(db, auth.memberId, params.uuid, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
