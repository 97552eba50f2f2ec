import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { markContacting } from '@/lib/server/services/sales/preorder-actions';

// POST /api/staff/preorders/v1/{number}/contacting - 已送出 → 經銷商聯繫中
export const POST = route(operations.staffPreorderContacting, async ({ db, staff, params, body }) =>
  changedReply(await markContacting(db, actorOf(staff), params.number, body.version)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
