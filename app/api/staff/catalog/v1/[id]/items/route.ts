import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { addCatalogItem } from '@/lib/server/services/catalog-records';

// POST /api/staff/catalog/v1/{id}/items - a new vehicle, color, paint or part of the family (總公司業務, 管理員)
export const POST = route(operations.staffCatalogItemAdd, async ({ db, staff, params, body }) =>
  ok(await addCatalogItem(db, actorOf(staff), params.id, body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
