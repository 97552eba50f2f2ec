import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { listContracts } from '@/lib/server/services/contracts';

// GET /api/order/contract/v1 - the member's contracts
export const GET = route(operations.contractList, async ({ db, auth }) => ok(await listContracts(db, auth.memberId)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
