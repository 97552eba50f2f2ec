import { unknownCall } from '@/lib/server/http/route';

// Any other /api path: N00404 in the envelope rather than Next's HTML 404.
export { unknownCall as GET, unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
