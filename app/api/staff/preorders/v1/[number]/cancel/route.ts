import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { cancelPreorder } from '@/lib/server/services/sales/preorder-actions';

// POST /api/staff/preorders/v1/{number}/cancel - cancels with a reason
export const POST = route(operations.staffPreorderCancel, async ({ db, staff, params, body }) =>
  changedReply(await cancelPreorder(db, actorOf(staff), params.number, body.reason, body.version)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
