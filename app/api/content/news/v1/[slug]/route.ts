import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { getNews } from '@/lib/server/services/content';

// GET /api/content/news/v1/{slug} - one news item
export const GET = route(operations.newsItem, async ({ db, params }) => ok(await getNews(db, params.slug)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
