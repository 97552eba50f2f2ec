import { operations } from '@/lib/server/http/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { familyCatalog } from '@/lib/server/services/catalog-editing';

// GET /api/staff/catalog/v1/{id} - a family's whole catalog and its price lists (總公司業務, 管理員)
export const GET = route(operations.staffCatalogFamily, async ({ db, staff, params }) =>
  ok(await familyCatalog(db, actorOf(staff!), params.id)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
