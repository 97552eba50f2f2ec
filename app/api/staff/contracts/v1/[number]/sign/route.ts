import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { taipeiDayStart } from '@/lib/format/dates';
import { recordSignature } from '@/lib/server/services/sales/contract-actions';

// POST /api/staff/contracts/v1/{number}/sign - records the signature and the deposit
export const POST = route(operations.staffContractSign, async ({ db, staff, params, body }) =>
  changedReply(
    await recordSignature(
      db,
      actorOf(staff),
      params.number,
      {
        signedOn: taipeiDayStart(body.signedOn),
        deposit: { amount: body.depositAmount, paidOn: taipeiDayStart(body.depositPaidOn), method: body.depositMethod },
      },
      body.version,
    ),
  ),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
