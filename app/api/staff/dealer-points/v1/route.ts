import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { createPoint, staffPoints } from '@/lib/server/services/dealer-point-editing';
import { actorOf } from '@/lib/server/services/sales/actor';

// GET /api/staff/dealer-points/v1 - every point with its version (總公司業務, 管理員)
export const GET = route(operations.staffDealerPoints, async ({ db, staff }) => ok(await staffPoints(db, actorOf(staff))));

// POST /api/staff/dealer-points/v1 - a new point of a dealer (總公司業務, 管理員)
export const POST = route(operations.staffDealerPointCreate, async ({ db, staff, body }) =>
  ok(await createPoint(db, actorOf(staff), body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
