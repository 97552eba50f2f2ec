import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { listNews } from '@/lib/server/services/content';

// GET /api/content/news/v1?page= - news, newest first
export const GET = route(operations.newsList, async ({ db, query }) => ok(await listNews(db, query.page)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
