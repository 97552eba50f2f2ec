import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { cancelPriceList } from '@/lib/server/services/catalog-editing';

// POST /api/staff/catalog/v1/{id}/price-lists/{listId}/cancel - calls off a price list before its day (總公司業務, 管理員)
export const POST = route(operations.staffPriceListCancel, async ({ db, staff, params, body }) =>
  ok(await cancelPriceList(db, actorOf(staff), params.id, params.listId, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
