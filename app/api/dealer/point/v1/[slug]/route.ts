import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { getPoint } from '@/lib/server/services/dealer-points';

// GET /api/dealer/point/v1/{slug} - one sales or service point
export const GET = route(operations.dealerPoint, async ({ db, params }) => ok(await getPoint(db, params.slug)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
