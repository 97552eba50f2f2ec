import { notFound } from '@/lib/server/http/api-failure';
import { route } from '@/lib/server/http/route';

// Any other /api path or method: N00404 in the envelope rather than Next's HTML 404.
const unknown = route({}, async () => {
  throw notFound();
});

export { unknown as GET, unknown as POST, unknown as PUT, unknown as PATCH, unknown as DELETE };
