import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { staffContractText } from '@/lib/server/services/contract-text';
import { actorOf } from '@/lib/server/services/sales/actor';

// GET /api/staff/contracts/v1/{number}/text - one contract in full, as its buyer reads it
export const GET = route(operations.staffContractText, async ({ db, staff, params }) =>
  ok(await staffContractText(db, actorOf(staff), params.number)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
