import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { listPreorders } from '@/lib/server/services/sales/pipeline-lists';

// GET /api/staff/preorders/v1 - the pre-orders within reach
export const GET = route(operations.staffPreorderList, async ({ db, staff, query }) => ok(await listPreorders(db, actorOf(staff), query)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
