import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { updatePartRules } from '@/lib/server/services/catalog-records';

// PUT /api/staff/catalog/v1/{id}/parts/{partId} - a part's name, description and rules (總公司業務, 管理員)
export const PUT = route(operations.staffPartUpdate, async ({ db, staff, params, body }) =>
  ok(await updatePartRules(db, actorOf(staff), params.id, params.partId, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
