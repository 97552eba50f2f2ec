import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { getDelivery } from '@/lib/server/services/contracts';

// GET /api/order/delivery/v1/{contractUuid} - delivery milestones of one of the member's contracts
export const GET = route(operations.delivery, async ({ db, auth, params }) =>
  ok(await getDelivery(db, auth.memberId, params.contractUuid)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
