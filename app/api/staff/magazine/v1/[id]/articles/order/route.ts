import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { reorderArticles } from '@/lib/server/services/magazine-editing';

// PUT /api/staff/magazine/v1/{id}/articles/order - puts the articles in a new order (行銷).
// A path of its own: `order` is never an article's id (a UUID), so it cannot be taken for one.
export const PUT = route(operations.staffMagazineArticleOrder, async ({ db, staff, params, body }) =>
  ok(await reorderArticles(db, actorOf(staff), params.id, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
