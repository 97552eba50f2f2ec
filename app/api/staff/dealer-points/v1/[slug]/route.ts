import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { updatePoint } from '@/lib/server/services/dealer-point-editing';
import { actorOf } from '@/lib/server/services/sales/actor';

// PUT /api/staff/dealer-points/v1/{slug} - a point's facts and hours (總公司業務, 管理員)
export const PUT = route(operations.staffDealerPointUpdate, async ({ db, staff, params, body }) =>
  ok(await updatePoint(db, actorOf(staff), params.slug, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
