import 'server-only';
import { startOfTomorrowInTaipei, taipeiDayStart, taipeiToday } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { balanceDueOf, paidOf, paymentStatusOf } from '@/lib/sale/purchases';
import { CONTRACT_STATUS_LABELS } from '@/lib/purchase/states';
import type { BalanceMethod } from '@/lib/staff/pipeline';
import type { Executor } from '../../db/client';
import { balancePayments } from '../../db/schema';
import { balanceReceivedMail } from '../../mail/purchase-notices';
import type { Actor } from './actor';
import { auditRecord } from './audit';
import { lockContract, updateContract } from './contract-actions';
import { notifyMember, inTransactionThenMail } from './notices';
import { refuse } from './refusals';
import { contractNamed } from '@/lib/words/console';

/**
 * The dealer received (part of) the balance (尾款): after the signature, before or after 交車 (a
 * lender's 貸款撥款 often comes after it), never more than is still due. The payment status follows
 * what is recorded here and nothing else: 已付清 once the payments cover the total.
 */
export function recordBalancePayment(
  db: Executor,
  actor: Actor,
  number: string,
  input: { amount: number; paidOn: Date; method: BalanceMethod },
  version?: number,
  now = new Date(),
) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockContract(tx, actor, number, version);
    if (row.status === 'reviewing' || row.status === 'cancelled')
      throw refuse(`${contractNamed(number)} 目前是「${CONTRACT_STATUS_LABELS[row.status]}」，不能記錄尾款`);
    const dueBefore = balanceDueOf(row.price, paidOf(row));
    if (dueBefore === 0) throw refuse(`${contractNamed(number)} 的款項已全部付清`);
    if (input.amount > dueBefore) throw refuse(`收款金額超過尚待付款的 ${formatTwd(dueBefore)}`);
    if (input.paidOn >= startOfTomorrowInTaipei(now)) throw refuse('收款日期不能晚於今天');
    if (row.signedAt && input.paidOn < taipeiDayStart(taipeiToday(row.signedAt))) throw refuse('收款日期不能早於簽約日期');
    await tx.insert(balancePayments).values({ contractId: row.id, ...input, staffId: actor.staffId, createdAt: now });
    const next = await updateContract(tx, row, { balancePaid: row.balancePaid + input.amount }, now);
    const paid = paidOf(next);
    const due = balanceDueOf(next.price, paid);
    const auditId = await auditRecord(
      tx,
      actor,
      'contract.pay',
      'contract',
      row,
      {
        before: { balancePaid: row.balancePaid, paymentStatus: paymentStatusOf(row.price, paidOf(row)) },
        after: { ...input, balancePaid: next.balancePaid, paid, due, paymentStatus: paymentStatusOf(next.price, paid) },
      },
      now,
    );
    await notifyMember(tx, row.memberId, auditId, null, (to) => balanceReceivedMail(to, { uuid: row.id, number }, { ...input, paid, due }));
    return next;
  });
}
