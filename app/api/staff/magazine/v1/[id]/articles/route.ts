import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { createArticle } from '@/lib/server/services/magazine-editing';

// POST /api/staff/magazine/v1/{id}/articles - a new article at the end of the issue (行銷)
export const POST = route(operations.staffMagazineArticleCreate, async ({ db, staff, params, body }) =>
  ok(await createArticle(db, actorOf(staff), params.id, body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
