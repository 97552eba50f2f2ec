import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { deleteArticle, updateArticle } from '@/lib/server/services/magazine-editing';

// PUT /api/staff/magazine/v1/{id}/articles/{articleId} - saves an article (行銷)
export const PUT = route(operations.staffMagazineArticleUpdate, async ({ db, staff, params, body }) =>
  ok(await updateArticle(db, actorOf(staff), params.id, params.articleId, body)),
);

// DELETE /api/staff/magazine/v1/{id}/articles/{articleId} - deletes an article (行銷)
export const DELETE = route(operations.staffMagazineArticleDelete, async ({ db, staff, params, body }) =>
  ok(await deleteArticle(db, actorOf(staff), params.id, params.articleId, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as POST, unknownCall as PATCH };
