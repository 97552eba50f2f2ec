import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { createPriceList } from '@/lib/server/services/catalog-editing';

// POST /api/staff/catalog/v1/{id}/price-lists - new prices from a day on (總公司業務, 管理員)
export const POST = route(operations.staffPriceList, async ({ db, staff, params, body }) =>
  ok(await createPriceList(db, actorOf(staff), params.id, body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
