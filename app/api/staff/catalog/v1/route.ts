import { operations } from '@/lib/server/http/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { listCatalogFamilies } from '@/lib/server/services/catalog-editing';

// GET /api/staff/catalog/v1 - every vehicle family (總公司業務, 管理員)
export const GET = route(operations.staffCatalogFamilies, async ({ db, staff }) => ok(await listCatalogFamilies(db, actorOf(staff!))));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
