import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { setAvailability } from '@/lib/server/services/catalog-editing';

// POST /api/staff/catalog/v1/{id}/availability - withdraws an item from sale or reinstates it (總公司業務, 管理員)
export const POST = route(operations.staffAvailability, async ({ db, staff, params, body }) =>
  ok(await setAvailability(db, actorOf(staff), params.id, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
