import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { newsRecord, updateNews } from '@/lib/server/services/news-editing';

// GET /api/staff/news/v1/{id} - one news item as the editor works on it (行銷)
export const GET = route(operations.staffNews, async ({ db, staff, params }) => ok(await newsRecord(db, actorOf(staff), params.id)));

// PUT /api/staff/news/v1/{id} - saves the editor's fields (行銷)
export const PUT = route(operations.staffNewsUpdate, async ({ db, staff, params, body }) =>
  ok(await updateNews(db, actorOf(staff), params.id, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
