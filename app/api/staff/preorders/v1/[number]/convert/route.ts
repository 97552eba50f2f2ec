import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { convertPreorder } from '@/lib/server/services/sales/preorder-actions';

// POST /api/staff/preorders/v1/{number}/convert - makes the contract; answers the contract's number, status and version
export const POST = route(operations.staffPreorderConvert, async ({ db, staff, params, body }) => {
  const contract = await convertPreorder(db, actorOf(staff), params.number, body.version);
  return changedReply(contract);
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
