import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { updateRoadFee } from '@/lib/server/services/road-fee-editing';
import { actorOf } from '@/lib/server/services/sales/actor';

// PUT /api/staff/road-fees/v1/{kind} - a fee's amount and basis from now on (總公司業務, 管理員)
export const PUT = route(operations.staffRoadFeeUpdate, async ({ db, staff, params, body }) =>
  ok(await updateRoadFee(db, actorOf(staff), params.kind, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
