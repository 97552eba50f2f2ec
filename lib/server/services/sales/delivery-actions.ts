import 'server-only';
import { formatDate, startOfTomorrowInTaipei, taipeiToday } from '@/lib/format/dates';
import { moveReasonProblem, OTHER_NEEDS_WORDS, otherWithoutWords, planLines, replan } from '@/lib/purchase/delivery-plan';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { balanceDueOf, deliveryUnderWay, paidOf, paymentStatusOf } from '@/lib/sale/purchases';
import { CONTRACT_STATUS_AFTER } from '@/lib/purchase/states';
import type { DateMoveReason } from '@/lib/staff/pipeline';
import type { Executor, Tx } from '../../db/client';
import { contracts, deliveries, deliveryMilestones } from '../../db/schema';
import { milestoneDateChanges } from '../../db/pipeline-schema';
import { dateMovedMail, handedOverMail, milestoneDoneMail } from '../../mail/purchase-notices';
import type { Actor } from './actor';
import { auditRecord } from './audit';
import { contractStateOf, lockContract, updateContract } from './contract-actions';
import { notifyMember, inTransactionThenMail } from './notices';
import { refuse } from './refusals';
import { contractNamed } from '@/lib/words/console';

type Contract = typeof contracts.$inferSelect;
type Milestone = typeof deliveryMilestones.$inferSelect;

async function milestonesOf(tx: Tx, contractId: string): Promise<Milestone[]> {
  return tx
    .select(getTableColumns(deliveryMilestones))
    .from(deliveryMilestones)
    .innerJoin(deliveries, eq(deliveries.id, deliveryMilestones.deliveryId))
    .where(eq(deliveries.contractId, contractId))
    .orderBy(asc(deliveryMilestones.step));
}

function requireUnderWay(contract: Contract) {
  const paymentStatus = paymentStatusOf(contract.price, paidOf(contract));
  if (contract.status === 'cancelled') throw refuse(`${contractNamed(contract.number)} 已取消`);
  if (!deliveryUnderWay({ status: contract.status, paymentStatus }))
    throw refuse(`${contractNamed(contract.number)} 尚未簽約並收到訂金，交車進度不能更動`);
}

async function estimateFollows(tx: Tx, contract: Contract) {
  const milestones = await milestonesOf(tx, contract.id);
  const last = milestones.at(-1);
  if (last)
    await tx
      .update(deliveries)
      .set({ estimatedAt: last.doneAt ?? last.plannedAt })
      .where(eq(deliveries.contractId, contract.id));
}

/**
 * Plans or moves a milestone's date, keeping the plan in step order (lib/purchase/delivery-plan.ts): a date
 * before a step ahead is refused, a date moved later moves the later steps by as many days. The first
 * date needs no reason; a move needs one from the list (and words for 其他), kept with the old and new
 * dates on every step it moved, and mailed to the member with the whole new plan.
 */
export function planMilestone(
  db: Executor,
  actor: Actor,
  number: string,
  input: { step: number; plannedOn: Date; reason?: DateMoveReason; reasonText?: string },
  version?: number,
  now = new Date(),
) {
  return inTransactionThenMail(db, async (tx) => {
    const contract = await lockContract(tx, actor, number, version);
    if (contract.status === 'cancelled' || contract.status === 'delivered')
      throw refuse(`${contractNamed(number)} 已${contract.status === 'cancelled' ? '取消' : '交車'}，不能更動預計日期`);
    const milestones = await milestonesOf(tx, contract.id);
    const milestone = milestones.find((item) => item.step === input.step);
    if (!milestone) throw refuse(`${contractNamed(number)} 沒有第 ${input.step} 個交車階段`);
    if (milestone.doneAt) throw refuse(`「${milestone.label}」已完成，不能更動預計日期`);
    const plan = replan(milestones, input.step, input.plannedOn, now);
    if (!plan.ok) throw refuse(plan.message);
    const moving = milestone.plannedAt !== null;
    const reasonProblem = moving ? moveReasonProblem(input.reason, input.reasonText ?? '') : null;
    if (reasonProblem) throw refuse(reasonProblem);
    if (otherWithoutWords(input.reason, input.reasonText ?? '')) throw refuse(OTHER_NEEDS_WORDS);
    for (const change of plan.changes) {
      const id = milestones.find((item) => item.step === change.step)!.id;
      await tx.update(deliveryMilestones).set({ plannedAt: change.newDate }).where(eq(deliveryMilestones.id, id));
    }
    const next = await updateContract(tx, contract, {}, now);
    await estimateFollows(tx, contract);
    const [own, ...followers] = plan.changes;
    const move = {
      ...own,
      reason: input.reason ?? null,
      reasonText: input.reason === 'other' ? input.reasonText!.trim() : '',
      followers,
    };
    const auditId = await auditRecord(
      tx,
      actor,
      moving ? 'milestone.move' : 'milestone.plan',
      'contract',
      contract,
      { before: { step: milestone.step, plannedAt: milestone.plannedAt }, after: move },
      now,
    );
    if (moving) {
      await tx.insert(milestoneDateChanges).values(
        plan.changes.map((change) => ({
          milestoneId: milestones.find((item) => item.step === change.step)!.id,
          contractId: contract.id,
          oldDate: change.oldDate,
          newDate: change.newDate,
          reason: input.reason!,
          reasonText: move.reasonText,
          staffId: actor.staffId,
          createdAt: now,
        })),
      );
      await notifyMember(tx, contract.memberId, auditId, 'dateMoves', (to) =>
        dateMovedMail(
          to,
          { uuid: contract.id, number },
          { ...move, reason: input.reason!, moved: followers.length },
          planLines(milestones, plan.changes),
        ),
      );
    }
    return next;
  });
}

/**
 * The current milestone is done on the date given: the next becomes current and the contract's status
 * follows. Only after the signature and the deposit, in order. 交車 pays nothing: the balance is paid
 * when the dealer records its payments (payment-actions.ts), and the buyer is always mailed of 交車,
 * with what is still due.
 */
export function completeMilestone(
  db: Executor,
  actor: Actor,
  number: string,
  input: { step?: number; doneOn: Date },
  version?: number,
  now = new Date(),
) {
  return inTransactionThenMail(db, async (tx) => {
    const contract = await lockContract(tx, actor, number, version);
    requireUnderWay(contract);
    const milestones = await milestonesOf(tx, contract.id);
    const current = milestones.find((item) => !item.doneAt);
    if (!current) throw refuse(`${contractNamed(number)} 已經交車，沒有下一個階段`);
    if (input.step !== undefined && input.step !== current.step) throw refuse(`目前進行中的是「${current.label}」，請依序完成`);
    const previous = milestones.filter((item) => item.doneAt).at(-1);
    if (input.doneOn >= startOfTomorrowInTaipei(now)) throw refuse('完成日期不能晚於今天');
    if (previous?.doneAt && input.doneOn < previous.doneAt) throw refuse(`完成日期不能早於「${previous.label}」的完成日期`);
    // Done later than a later step is planned, the member would read that step as planned before this one ended.
    const overtaken = milestones.find(
      (item) => item.step > current.step && item.plannedAt && taipeiToday(item.plannedAt) < taipeiToday(input.doneOn),
    );
    if (overtaken)
      throw refuse(
        `「${overtaken.label}」的預計日期 ${formatDate(overtaken.plannedAt!)} 早於完成日期，請先更新「${overtaken.label}」的預計日期`,
      );
    await tx.update(deliveryMilestones).set({ doneAt: input.doneOn }).where(eq(deliveryMilestones.id, current.id));
    const status = CONTRACT_STATUS_AFTER[current.key] ?? contract.status;
    const next = await updateContract(tx, contract, { status }, now);
    await estimateFollows(tx, contract);
    const auditId = await auditRecord(
      tx,
      actor,
      'milestone.done',
      'contract',
      contract,
      {
        before: contractStateOf(contract),
        after: { ...contractStateOf(next), step: current.step, label: current.label, doneAt: input.doneOn },
      },
      now,
    );
    if (current.key === 'handover')
      await notifyMember(tx, contract.memberId, auditId, null, (to) =>
        handedOverMail(to, { uuid: contract.id, number }, { doneOn: input.doneOn, due: balanceDueOf(next.price, paidOf(next)) }),
      );
    else
      await notifyMember(tx, contract.memberId, auditId, 'milestones', (to) =>
        milestoneDoneMail(to, { uuid: contract.id, number }, { label: current.label, doneOn: input.doneOn }),
      );
    return { contract: next, done: current };
  });
}
