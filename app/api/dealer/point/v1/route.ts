import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { listPoints } from '@/lib/server/services/dealer-points';

// GET /api/dealer/point/v1?city=&town=&service= - the dealers' points, north to south
export const GET = route(operations.dealerPoints, async ({ db, query }) => ok(await listPoints(db, query)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
