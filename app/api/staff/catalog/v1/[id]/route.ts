import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { familyCatalog } from '@/lib/server/services/catalog-editing';
import { updateFamilyDetails } from '@/lib/server/services/catalog-records';

// GET /api/staff/catalog/v1/{id} - a family's whole catalog and its price lists (總公司業務, 管理員)
export const GET = route(operations.staffCatalogFamily, async ({ db, staff, params }) =>
  ok(await familyCatalog(db, actorOf(staff), params.id)),
);

// PUT /api/staff/catalog/v1/{id} - the family's details, its quantity limit, on the site or not (總公司業務, 管理員)
export const PUT = route(operations.staffFamilyUpdate, async ({ db, staff, params, body }) =>
  ok(await updateFamilyDetails(db, actorOf(staff), params.id, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
