import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { createNews, listNewsForEditors } from '@/lib/server/services/news-editing';

// GET /api/staff/news/v1 - every news item, drafts included (行銷)
export const GET = route(operations.staffNewsList, async ({ db, staff }) => ok(await listNewsForEditors(db, actorOf(staff))));

// POST /api/staff/news/v1 - a new draft (行銷)
export const POST = route(operations.staffNewsCreate, async ({ db, staff, body }) =>
  ok(await createNews(db, actorOf(staff), body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
