import 'server-only';
import { startOfTomorrowInTaipei, taipeiDayStart, taipeiToday } from '@/lib/format/dates';
import { reviewNotOverMessage } from '@/lib/sale/deposit-terms';
import { and, eq, sql } from 'drizzle-orm';
import { CONTRACT_DEPOSIT_CAP } from '@/lib/sale/purchases';
import { CONTRACT_STATUS_LABELS } from '@/lib/purchase/states';
import { may } from '@/lib/staff/roles';
import type { DepositMethod } from '@/lib/staff/pipeline';
import type { Executor, Tx } from '../../db/client';
import { contracts, deliveries, deliveryMilestones } from '../../db/schema';
import { notFound } from '../../core/api-failure';
import { cancelledMail, signedMail } from '../../mail/purchase-notices';
import type { Actor } from './actor';
import { auditRecord } from './audit';
import { notifyMember, inTransactionThenMail } from './notices';
import { recordChanged, refuse } from './refusals';
import { withinReach } from './reach';
import { SIGNED_DATE } from '@/lib/words/purchase';
import { contractNamed } from '@/lib/words/console';

type Contract = typeof contracts.$inferSelect;

export const contractStateOf = (
  row: Pick<Contract, 'status' | 'dealerCode' | 'assigneeId' | 'signedAt' | 'depositPaid' | 'cancelReason' | 'reviewWaivedAt' | 'version'>,
) => ({
  status: row.status,
  dealerCode: row.dealerCode,
  assigneeId: row.assigneeId,
  signedAt: row.signedAt,
  depositPaid: row.depositPaid,
  cancelReason: row.cancelReason,
  reviewWaivedAt: row.reviewWaivedAt,
  version: row.version,
});

/** As lockPreorder: N00404 when out of reach, S00409 when changed since the person saw it. */
export async function lockContract(tx: Tx, actor: Actor, number: string, version: number | undefined): Promise<Contract> {
  if (!may(actor.role, 'work-records')) throw notFound();
  const [row] = await tx.select().from(contracts).where(eq(contracts.number, number)).for('update');
  const contract = withinReach(actor, row);
  if (version !== undefined && contract.version !== version) throw recordChanged({ number, ...contractStateOf(contract) });
  return contract;
}

export async function updateContract(tx: Tx, row: Contract, change: Partial<Contract>, now: Date): Promise<Contract> {
  const [next] = await tx
    .update(contracts)
    .set({ ...change, version: sql`${contracts.version} + 1`, updatedAt: now })
    .where(eq(contracts.id, row.id))
    .returning();
  return next;
}

/**
 * The member signed and paid the deposit: 合約成立 is done on the signature's date. The deposit is
 * at most a tenth of the price (the contract's own deposit is already so capped); neither date may
 * lie in the future or before the contract was made. The portal promises that nobody asks for the
 * signature before the review period ends: so not before, nor dated before, unless the buyer waived
 * the rest of it in the member area.
 */
export function recordSignature(
  db: Executor,
  actor: Actor,
  number: string,
  input: { signedOn: Date; deposit: { amount: number; paidOn: Date; method: DepositMethod } },
  version?: number,
  now = new Date(),
) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockContract(tx, actor, number, version);
    if (row.status !== 'reviewing') throw refuse(`${contractNamed(number)} 目前是「${CONTRACT_STATUS_LABELS[row.status]}」，不能記錄簽約`);
    const cap = Math.floor(row.price.total * CONTRACT_DEPOSIT_CAP);
    if (input.deposit.amount > cap) throw refuse(`訂金不得超過總價的十分之一（NT$ ${cap.toLocaleString('en-US')}）`);
    if (input.deposit.amount < row.price.deposit)
      throw refuse(`訂金少於合約約定的 NT$ ${row.price.deposit.toLocaleString('en-US')}；收足訂金後再記錄簽約`);
    const earliest = new Date(row.createdAt.getTime() - 86_400_000);
    for (const [label, date] of [
      [SIGNED_DATE, input.signedOn],
      ['訂金收款日期', input.deposit.paidOn],
    ] as const) {
      if (date >= startOfTomorrowInTaipei(now)) throw refuse(`${label}不能晚於今天`);
      if (date < earliest) throw refuse(`${label}不能早於合約建立的日期`);
    }
    const signableFrom = row.reviewWaivedAt ?? row.reviewUntil;
    if (!row.reviewWaivedAt && now < row.reviewUntil) throw refuse(reviewNotOverMessage(row.reviewUntil));
    if (input.signedOn < taipeiDayStart(taipeiToday(signableFrom)))
      throw refuse(row.reviewWaivedAt ? '簽約日期不能早於買方聲明放棄審閱期的日期' : '簽約日期不能早於審閱期屆滿的日期');
    const next = await updateContract(
      tx,
      row,
      {
        status: 'signed',
        signedAt: input.signedOn,
        depositPaid: input.deposit.amount,
        depositPaidOn: input.deposit.paidOn,
        depositMethod: input.deposit.method,
      },
      now,
    );
    const [delivery] = await tx.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.contractId, row.id));
    if (delivery)
      await tx
        .update(deliveryMilestones)
        .set({ doneAt: input.signedOn })
        .where(and(eq(deliveryMilestones.deliveryId, delivery.id), eq(deliveryMilestones.key, 'contract')));
    const auditId = await auditRecord(
      tx,
      actor,
      'contract.sign',
      'contract',
      row,
      {
        before: contractStateOf(row),
        after: { ...contractStateOf(next), depositPaidOn: input.deposit.paidOn, depositMethod: input.deposit.method },
      },
      now,
    );
    await notifyMember(tx, row.memberId, auditId, null, (to) => signedMail(to, { uuid: row.id, number }, input.deposit));
    return next;
  });
}

/**
 * Ends a contract before handover, with the reason the member is mailed: in the review period the
 * member may decline freely; after the signature the contract's own terms settle the deposit.
 */
export function cancelContract(db: Executor, actor: Actor, number: string, reason: string, version?: number, now = new Date()) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockContract(tx, actor, number, version);
    if (row.status === 'delivered' || row.status === 'cancelled')
      throw refuse(`${contractNamed(number)} 目前是「${CONTRACT_STATUS_LABELS[row.status]}」，不能取消`);
    const next = await updateContract(tx, row, { status: 'cancelled', cancelReason: reason, cancelledAt: now }, now);
    const auditId = await auditRecord(
      tx,
      actor,
      'contract.cancel',
      'contract',
      row,
      { before: contractStateOf(row), after: contractStateOf(next) },
      now,
    );
    // The dealer as the contract names it: the one the buyer signed with.
    await notifyMember(tx, row.memberId, auditId, null, (to) =>
      cancelledMail(to, { kind: 'contract', uuid: row.id, number }, reason, next.dealer),
    );
    return next;
  });
}
