import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { getPreorder } from '@/lib/server/services/preorders';

// GET /api/order/order/v1/{uuid} - one of the member's pre-orders with its frozen specification
export const GET = route(operations.preorderDetail, async ({ db, auth, params }) => ok(await getPreorder(db, auth.memberId, params.uuid)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
