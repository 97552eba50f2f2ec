import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { staffRoadFees } from '@/lib/server/services/road-fee-editing';
import { actorOf } from '@/lib/server/services/sales/actor';

// GET /api/staff/road-fees/v1 - the fees the quote's estimate adds (總公司業務, 管理員)
export const GET = route(operations.staffRoadFees, async ({ db, staff }) => ok(await staffRoadFees(db, actorOf(staff))));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
