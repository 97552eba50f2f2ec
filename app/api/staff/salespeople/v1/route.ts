import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { pipelinePeople } from '@/lib/server/services/sales/record-views';

// GET /api/staff/salespeople/v1 - the people the pipeline may be filtered by
export const GET = route(operations.staffSalespeople, async ({ db, staff, query }) =>
  ok(await pipelinePeople(db, actorOf(staff), query.dealer)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
