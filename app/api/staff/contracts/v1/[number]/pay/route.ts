import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { taipeiDayStart } from '@/lib/format/dates';
import { recordBalancePayment } from '@/lib/server/services/sales/payment-actions';

// POST /api/staff/contracts/v1/{number}/pay - records a payment of the balance (尾款)
export const POST = route(operations.staffContractPay, async ({ db, staff, params, body }) =>
  changedReply(
    await recordBalancePayment(
      db,
      actorOf(staff),
      params.number,
      { amount: body.amount, paidOn: taipeiDayStart(body.paidOn), method: body.method },
      body.version,
    ),
  ),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
