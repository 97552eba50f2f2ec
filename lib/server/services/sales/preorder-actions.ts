import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { REVIEW_PERIOD_DAYS } from '@/lib/sale/deposit-terms';
import { plannedDay } from '@/lib/purchase/delivery-plan';
import { contractPrice, milestonesFor } from '@/lib/sale/purchases';
import { PREORDER_STATUS_LABELS } from '@/lib/purchase/states';
import type { FrozenConfiguration, PriceBreakdown } from '@/lib/sale/pricing';
import { isDealerRole, may } from '@/lib/staff/roles';
import type { ContactKind } from '@/lib/staff/pipeline';
import type { Executor, Tx } from '../../db/client';
import { cities, contracts, deliveries, deliveryMilestones, members, preorders, towns } from '../../db/schema';
import { staffAccounts } from '../../db/staff-schema';
import { preorderContacts } from '../../db/pipeline-schema';
import { notFound } from '../../core/api-failure';
import { cancelledMail, contractReadyMail, dealerWillCallMail } from '../../mail/purchase-notices';
import { dealerByCode, dealerOnContract } from '../dealers';
import { nextDocumentNumber } from '../document-numbers';
import { contractTermsInForce } from '../contract-terms';
import { buyerOf } from '../contract-buyer';
import type { Actor } from './actor';
import { auditRecord } from './audit';
import { notifyMember, inTransactionThenMail } from './notices';
import { recordChanged, refuse } from './refusals';
import { withinReach } from './reach';
import { preorderNamed } from '@/lib/words/purchase';
import { CONVERT_TO_CONTRACT, RECORD_CONTACT } from '@/lib/words/console';

const DAY = 86_400_000;
const OPEN = ['submitted', 'contacting'] as const;
type Preorder = typeof preorders.$inferSelect;

/** What a change records of a pre-order, before and after. */
export const preorderStateOf = (row: Pick<Preorder, 'status' | 'dealerCode' | 'assigneeId' | 'cancelReason' | 'version'>) => ({
  status: row.status,
  dealerCode: row.dealerCode,
  assigneeId: row.assigneeId,
  cancelReason: row.cancelReason,
  version: row.version,
});

/**
 * Locks the pre-order for the change: unknown or out of reach is N00404; a version other than the one
 * the person saw means someone changed it meanwhile (S00409, with its state now). The shell sends none.
 */
export async function lockPreorder(tx: Tx, actor: Actor, number: string, version: number | undefined): Promise<Preorder> {
  if (!may(actor.role, 'work-records')) throw notFound();
  const [row] = await tx.select().from(preorders).where(eq(preorders.number, number)).for('update');
  const preorder = withinReach(actor, row);
  if (version !== undefined && preorder.version !== version) throw recordChanged({ number, ...preorderStateOf(preorder) });
  return preorder;
}

export async function updatePreorder(tx: Tx, row: Preorder, change: Partial<Preorder>, now: Date): Promise<Preorder> {
  const [next] = await tx
    .update(preorders)
    .set({ ...change, version: sql`${preorders.version} + 1`, updatedAt: now })
    .where(eq(preorders.id, row.id))
    .returning();
  return next;
}

function requireOpen(row: Preorder, doing: string) {
  if (!(OPEN as readonly string[]).includes(row.status))
    throw refuse(`${preorderNamed(row.number)} 目前是「${PREORDER_STATUS_LABELS[row.status]}」，不能${doing}`);
}

/** Whether `actor` may be given the pre-order: a person of its dealer (as an assignment allows), signed in. */
const mayTake = (actor: Actor, row: Preorder) => actor.staffId !== null && isDealerRole(actor.role) && actor.dealerCode === row.dealerCode;

/**
 * The dealer has begun to call the member: 已送出 → 經銷商聯繫中; the member is told who will call. A
 * salesperson of the dealer marking an unassigned pre-order takes it (audited as preorder.take).
 */
export function markContacting(db: Executor, actor: Actor, number: string, version?: number, now = new Date()) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockPreorder(tx, actor, number, version);
    if (row.status !== 'submitted')
      throw refuse(`${preorderNamed(number)} 目前是「${PREORDER_STATUS_LABELS[row.status]}」，只有「已送出」的可以改為聯繫中`);
    const takes = row.assigneeId === null && mayTake(actor, row);
    const next = await updatePreorder(tx, row, { status: 'contacting', ...(takes ? { assigneeId: actor.staffId } : {}) }, now);
    const auditId = await auditRecord(
      tx,
      actor,
      'preorder.contacting',
      'preorder',
      row,
      { before: preorderStateOf(row), after: preorderStateOf(next) },
      now,
    );
    if (takes)
      await auditRecord(
        tx,
        actor,
        'preorder.take',
        'preorder',
        row,
        { before: { assigneeId: null }, after: { assigneeId: actor.staffId, assignee: actor.name } },
        now,
      );
    const dealer = (await dealerByCode(tx, row.dealerCode))!;
    await notifyMember(tx, row.memberId, auditId, 'contacting', (to) => dealerWillCallMail(to, { uuid: row.id, number }, dealer));
    return next;
  });
}

/** A call, visit or message with the member, and what comes next; an open pre-order only. */
export function logContact(
  db: Executor,
  actor: Actor,
  number: string,
  contact: { kind: ContactKind; note: string; nextStep: string },
  now = new Date(),
) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockPreorder(tx, actor, number, undefined);
    requireOpen(row, RECORD_CONTACT);
    await tx.insert(preorderContacts).values({ preorderId: row.id, staffId: actor.staffId, ...contact, createdAt: now });
    await auditRecord(tx, actor, 'preorder.contact', 'preorder', row, { after: contact }, now);
    // A note changes no state the next person acts on: the version stays.
    return row;
  });
}

/** Before a contract the member may withdraw, or the dealer may end it (terms §4); the reason is mailed. */
export function cancelPreorder(db: Executor, actor: Actor, number: string, reason: string, version?: number, now = new Date()) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockPreorder(tx, actor, number, version);
    requireOpen(row, '取消');
    const next = await updatePreorder(tx, row, { status: 'cancelled', cancelReason: reason }, now);
    const auditId = await auditRecord(
      tx,
      actor,
      'preorder.cancel',
      'preorder',
      row,
      { before: preorderStateOf(row), after: preorderStateOf(next) },
      now,
    );
    const dealer = (await dealerByCode(tx, row.dealerCode))!;
    await notifyMember(tx, row.memberId, auditId, null, (to) =>
      cancelledMail(to, { kind: 'preorder', uuid: row.id, number }, reason, dealer),
    );
    return next;
  });
}

async function salespersonOf(tx: Tx, actor: Actor, row: Preorder): Promise<{ id: string | null; name: string }> {
  if (row.assigneeId) {
    const [assignee] = await tx
      .select({ name: staffAccounts.name, dealerCode: staffAccounts.dealerCode, disabledAt: staffAccounts.disabledAt })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, row.assigneeId));
    // Only a salesperson still of this dealer, and still at work, follows the contract.
    if (assignee && !assignee.disabledAt && assignee.dealerCode === row.dealerCode) return { id: row.assigneeId, name: assignee.name };
  }
  // A dealer's person converting an unassigned pre-order of their dealer follows it from here on.
  if (actor.staffId && actor.dealerCode === row.dealerCode) return { id: actor.staffId, name: actor.name };
  return { id: null, name: '' };
}

/**
 * The dealer makes the contract from a pre-order: the buyer, the dealer and the price are written
 * into it as they are now, the review period (審閱期) starts, and the delivery gets its milestones
 * with planned dates, none done: 合約成立 comes with the signature. A pre-order converts once; the
 * member is mailed that the contract is ready for review.
 */
export function convertPreorder(db: Executor, actor: Actor, number: string, version?: number, now = new Date()) {
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockPreorder(tx, actor, number, version);
    requireOpen(row, CONVERT_TO_CONTRACT);
    const [member] = await tx
      .select({ member: members, city: cities.name, town: towns.name })
      .from(members)
      .leftJoin(cities, eq(cities.id, members.cityId))
      .leftJoin(towns, eq(towns.id, members.townId))
      .where(eq(members.id, row.memberId));
    if (!member) throw refuse(`${preorderNamed(number)} 的會員已不存在`);
    const dealer = (await dealerByCode(tx, row.dealerCode))!;
    const salesperson = await salespersonOf(tx, actor, row);
    const price = contractPrice(row.price as PriceBreakdown);
    const termsVersion = await contractTermsInForce(tx);
    const [contract] = await tx
      .insert(contracts)
      .values({
        number: await nextDocumentNumber(tx, 'CT', now),
        memberId: row.memberId,
        preorderId: row.id,
        status: 'reviewing',
        reviewUntil: new Date(now.getTime() + REVIEW_PERIOD_DAYS * DAY),
        total: price.total,
        buyer: buyerOf(member.member, `${member.city ?? ''}${member.town ?? ''}`),
        dealer: dealerOnContract(dealer, salesperson.name),
        dealerCode: row.dealerCode,
        assigneeId: salesperson.id,
        price,
        termsVersion,
        depositPaid: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [delivery] = await tx
      .insert(deliveries)
      .values({ contractId: contract.id, location: `${dealer.name}（${dealer.address}）`, estimatedAt: null })
      .returning();
    const steps = milestonesFor(row.configuration as FrozenConfiguration);
    await tx.insert(deliveryMilestones).values(
      steps.map((milestone, index) => ({
        deliveryId: delivery.id,
        step: index + 1,
        key: milestone.key,
        label: milestone.label,
        plannedAt: plannedDay(now, milestone.days),
        doneAt: null,
      })),
    );
    await tx
      .update(deliveries)
      .set({ estimatedAt: plannedDay(now, steps.at(-1)!.days) })
      .where(eq(deliveries.id, delivery.id));
    const next = await updatePreorder(tx, row, { status: 'contracted', assigneeId: salesperson.id }, now);
    await auditRecord(tx, actor, 'preorder.convert', 'preorder', row, { before: preorderStateOf(row), after: preorderStateOf(next) }, now);
    const auditId = await auditRecord(
      tx,
      actor,
      'contract.create',
      'contract',
      contract,
      { after: { status: contract.status, preorder: number, total: contract.total, reviewUntil: contract.reviewUntil } },
      now,
    );
    await notifyMember(tx, row.memberId, auditId, null, (to) =>
      contractReadyMail(to, { uuid: contract.id, number: contract.number, reviewUntil: contract.reviewUntil, total: contract.total }),
    );
    return contract;
  });
}
