import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { contractRecord } from '@/lib/server/services/sales/record-views';

// GET /api/staff/contracts/v1/{number} - one contract
export const GET = route(operations.staffContract, async ({ db, staff, params }) =>
  ok(await contractRecord(db, actorOf(staff), params.number)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
