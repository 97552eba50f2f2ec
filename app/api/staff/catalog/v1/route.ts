import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { listCatalogFamilies } from '@/lib/server/services/catalog-editing';
import { createFamily } from '@/lib/server/services/catalog-records';

// GET /api/staff/catalog/v1 - every vehicle family (總公司業務, 管理員)
export const GET = route(operations.staffCatalogFamilies, async ({ db, staff }) => ok(await listCatalogFamilies(db, actorOf(staff))));

// POST /api/staff/catalog/v1 - a new family, off the site until it is published (總公司業務, 管理員)
export const POST = route(operations.staffFamilyCreate, async ({ db, staff, body }) =>
  ok(await createFamily(db, actorOf(staff), body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
