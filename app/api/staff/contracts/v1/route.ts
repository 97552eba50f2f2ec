import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { listContracts } from '@/lib/server/services/sales/pipeline-lists';

// GET /api/staff/contracts/v1 - the contracts within reach
export const GET = route(operations.staffContractList, async ({ db, staff, query }) => ok(await listContracts(db, actorOf(staff), query)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
