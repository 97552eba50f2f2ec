import { pageQuery } from '@/lib/schemas/common';
import { route, ok } from '@/lib/server/http/route';
import { listNews } from '@/lib/server/services/content';

// GET /api/content/news/v1?page= - news, newest first
export const GET = route({ query: pageQuery }, async ({ db, query }) => ok(await listNews(db, query.page)));
