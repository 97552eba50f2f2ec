import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { publishNews } from '@/lib/server/services/news-editing';

// POST /api/staff/news/v1/{id}/publish - now, or at publishAt (行銷)
export const POST = route(operations.staffNewsPublish, async ({ db, staff, params, body }) =>
  ok(await publishNews(db, actorOf(staff), params.id, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
