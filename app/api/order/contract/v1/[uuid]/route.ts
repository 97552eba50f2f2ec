import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { getContract } from '@/lib/server/services/contracts';

// GET /api/order/contract/v1/{uuid} - one contract with the specification it covers
export const GET = route(operations.contractDetail, async ({ db, auth, params }) => ok(await getContract(db, auth.memberId, params.uuid)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
