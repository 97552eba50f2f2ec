import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { updateColorWords } from '@/lib/server/services/catalog-records';

// PUT /api/staff/catalog/v1/{id}/colors/{colorId} - a color's name and shade and its paints' names (總公司業務, 管理員)
export const PUT = route(operations.staffColorUpdate, async ({ db, staff, params, body }) =>
  ok(await updateColorWords(db, actorOf(staff), params.id, params.colorId, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
