import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { preorderRecord } from '@/lib/server/services/sales/record-views';

// GET /api/staff/preorders/v1/{number} - one pre-order
export const GET = route(operations.staffPreorder, async ({ db, staff, params }) =>
  ok(await preorderRecord(db, actorOf(staff), params.number)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
