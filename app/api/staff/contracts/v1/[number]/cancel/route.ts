import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { cancelContract } from '@/lib/server/services/sales/contract-actions';

// POST /api/staff/contracts/v1/{number}/cancel - cancels before handover
export const POST = route(operations.staffContractCancel, async ({ db, staff, params, body }) =>
  changedReply(await cancelContract(db, actorOf(staff), params.number, body.reason, body.version)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
