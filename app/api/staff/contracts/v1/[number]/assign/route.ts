import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { assignContract } from '@/lib/server/services/sales/assignments';

// POST /api/staff/contracts/v1/{number}/assign - assigns a dealer and a salesperson
export const POST = route(operations.staffContractAssign, async ({ db, staff, params, body }) =>
  changedReply(await assignContract(db, actorOf(staff), params.number, body, body.version)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
