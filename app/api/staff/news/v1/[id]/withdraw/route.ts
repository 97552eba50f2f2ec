import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { withdrawNews } from '@/lib/server/services/news-editing';

// POST /api/staff/news/v1/{id}/withdraw - takes the item off the site (行銷)
export const POST = route(operations.staffNewsWithdraw, async ({ db, staff, params, body }) =>
  ok(await withdrawNews(db, actorOf(staff), params.id, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
