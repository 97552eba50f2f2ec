import 'server-only';
import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import { reviewNotOverMessage } from '@/lib/sale/deposit-terms';
import { paidOf, paymentStatusOf } from '@/lib/sale/purchases';
import { isDealerRole, may, SALES_REACH, type StaffRole } from '@/lib/staff/roles';
import type { Executor } from '../../db/client';
import { balancePayments, cities, contracts, deliveries, deliveryMilestones, members, preorders, towns } from '../../db/schema';
import { staffAccounts } from '../../db/staff-schema';
import { milestoneDateChanges, preorderContacts } from '../../db/pipeline-schema';
import { notFound } from '../../core/api-failure';
import { buyerOf } from '../contract-buyer';
import { dealerByCode } from '../dealers';
import { toPreorder } from '../preorders';
import { quotesOfPreorders } from '../preorder-quotes';
import type { Actor } from './actor';
import { withinReach } from './reach';
import { timelineOf } from './timeline';

// What the console shows of one pre-order or contract: the record, whom it concerns, its history, and
// the salespeople it may go to. Out of the staff member's reach it is N00404, as for members.

async function memberOf(db: Executor, memberId: string) {
  const [row] = await db
    .select({ member: members, city: cities.name, town: towns.name })
    .from(members)
    .leftJoin(cities, eq(cities.id, members.cityId))
    .leftJoin(towns, eq(towns.id, members.townId))
    .where(eq(members.id, memberId));
  return buyerOf(row.member, `${row.city ?? ''}${row.town ?? ''}`);
}

/** The people of the dealers in `actor`'s reach (of `dealerCode` when given), at work, by name: to filter the pipeline by. */
export async function pipelinePeople(db: Executor, actor: Actor, dealerCode?: string) {
  if (!may(actor.role, 'read-records')) throw notFound();
  const dealer = SALES_REACH[actor.role] === 'all' ? dealerCode : (actor.dealerCode ?? '');
  const rows = await db
    .select({
      uuid: staffAccounts.id,
      name: staffAccounts.name,
      role: staffAccounts.role,
      dealerCode: staffAccounts.dealerCode,
      disabledAt: staffAccounts.disabledAt,
    })
    .from(staffAccounts)
    .where(dealer === undefined ? isNotNull(staffAccounts.dealerCode) : eq(staffAccounts.dealerCode, dealer))
    .orderBy(asc(staffAccounts.name));
  return rows
    .filter((row) => !row.disabledAt && isDealerRole(row.role as StaffRole))
    .map(({ uuid, name, role, dealerCode: code }) => ({ uuid, name, role: role as StaffRole, dealerCode: code! }));
}

/** The dealer's people a record may be assigned to. */
async function salespeopleOf(db: Executor, dealerCode: string) {
  const rows = await db
    .select({ uuid: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role, disabledAt: staffAccounts.disabledAt })
    .from(staffAccounts)
    .where(eq(staffAccounts.dealerCode, dealerCode))
    .orderBy(asc(staffAccounts.name));
  return rows.filter((row) => !row.disabledAt).map(({ uuid, name, role }) => ({ uuid, name, role: role as StaffRole }));
}

const assigneeName = async (db: Executor, id: string | null) =>
  id ? ((await db.select({ name: staffAccounts.name }).from(staffAccounts).where(eq(staffAccounts.id, id)))[0]?.name ?? null) : null;

const rightsOf = (actor: Actor) => ({
  work: may(actor.role, 'work-records'),
  assign: may(actor.role, 'assign-within-dealer'),
  reassignDealer: may(actor.role, 'reassign-dealer'),
});

export async function preorderRecord(db: Executor, actor: Actor, number: string) {
  if (!may(actor.role, 'read-records')) throw notFound();
  const [found] = await db.select().from(preorders).where(eq(preorders.number, number));
  const row = withinReach(actor, found);
  const [contract] = await db
    .select({ id: contracts.id, number: contracts.number })
    .from(contracts)
    .where(eq(contracts.preorderId, row.id));
  const contacts = await db
    .select({
      kind: preorderContacts.kind,
      note: preorderContacts.note,
      nextStep: preorderContacts.nextStep,
      at: preorderContacts.createdAt,
      by: staffAccounts.name,
    })
    .from(preorderContacts)
    .leftJoin(staffAccounts, eq(staffAccounts.id, preorderContacts.staffId))
    .where(eq(preorderContacts.preorderId, row.id))
    .orderBy(desc(preorderContacts.createdAt));
  return {
    preorder: toPreorder(row, contract?.id ?? null, (await quotesOfPreorders(db, [row.id])).get(row.id)),
    version: row.version,
    dealerCode: row.dealerCode,
    dealerName: (await dealerByCode(db, row.dealerCode))?.name ?? row.dealerCode,
    assignee: row.assigneeId ? { uuid: row.assigneeId, name: await assigneeName(db, row.assigneeId) } : null,
    cancelReason: row.cancelReason,
    contractNumber: contract?.number ?? null,
    member: await memberOf(db, row.memberId),
    contacts: contacts.map((contact) => ({ ...contact, at: contact.at.toISOString(), by: contact.by ?? '系統' })),
    timeline: await timelineOf(db, { preorderId: row.id, placedAt: row.createdAt, contractId: contract?.id ?? null }, false),
    salespeople: await salespeopleOf(db, row.dealerCode),
    rights: rightsOf(actor),
  };
}

export async function contractRecord(db: Executor, actor: Actor, number: string) {
  if (!may(actor.role, 'read-records')) throw notFound();
  const [found] = await db.select().from(contracts).where(eq(contracts.number, number));
  const row = withinReach(actor, found);
  const [preorder] = await db.select().from(preorders).where(eq(preorders.id, row.preorderId));
  const milestones = await db
    .select({
      step: deliveryMilestones.step,
      key: deliveryMilestones.key,
      label: deliveryMilestones.label,
      plannedAt: deliveryMilestones.plannedAt,
      doneAt: deliveryMilestones.doneAt,
      id: deliveryMilestones.id,
    })
    .from(deliveryMilestones)
    .innerJoin(deliveries, eq(deliveries.id, deliveryMilestones.deliveryId))
    .where(eq(deliveries.contractId, row.id))
    .orderBy(asc(deliveryMilestones.step));
  const moves = await db
    .select()
    .from(milestoneDateChanges)
    .where(eq(milestoneDateChanges.contractId, row.id))
    .orderBy(asc(milestoneDateChanges.createdAt));
  const payments = await db
    .select({ amount: balancePayments.amount, paidOn: balancePayments.paidOn, method: balancePayments.method, by: staffAccounts.name })
    .from(balancePayments)
    .leftJoin(staffAccounts, eq(staffAccounts.id, balancePayments.staffId))
    .where(eq(balancePayments.contractId, row.id))
    .orderBy(asc(balancePayments.paidOn), asc(balancePayments.createdAt));
  return {
    contract: {
      uuid: row.id,
      number: row.number,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      reviewUntil: row.reviewUntil.toISOString(),
      reviewWaivedAt: row.reviewWaivedAt?.toISOString() ?? null,
      // The same words the sign action's refusal gives, shown beside it before anyone tries.
      signRefusal:
        row.status === 'reviewing' && !row.reviewWaivedAt && new Date() < row.reviewUntil ? reviewNotOverMessage(row.reviewUntil) : null,
      signedAt: row.signedAt?.toISOString() ?? null,
      total: row.total,
      price: row.price,
      buyer: row.buyer,
      dealer: row.dealer,
      depositPaid: row.depositPaid,
      depositPaidOn: row.depositPaidOn?.toISOString() ?? null,
      depositMethod: row.depositMethod,
      paid: paidOf(row),
      paymentStatus: paymentStatusOf(row.price, paidOf(row)),
      balancePayments: payments.map((payment) => ({
        amount: payment.amount,
        paidOn: payment.paidOn.toISOString(),
        method: payment.method,
        by: payment.by ?? '系統',
      })),
      cancelReason: row.cancelReason,
    },
    version: row.version,
    dealerCode: row.dealerCode,
    assignee: row.assigneeId ? { uuid: row.assigneeId, name: await assigneeName(db, row.assigneeId) } : null,
    preorder: toPreorder(preorder, row.id, (await quotesOfPreorders(db, [preorder.id])).get(preorder.id)),
    milestones: milestones.map(({ id, ...milestone }) => ({
      ...milestone,
      plannedAt: milestone.plannedAt?.toISOString() ?? null,
      doneAt: milestone.doneAt?.toISOString() ?? null,
      moves: moves
        .filter((move) => move.milestoneId === id)
        .map((move) => ({
          oldDate: move.oldDate?.toISOString() ?? null,
          newDate: move.newDate.toISOString(),
          reason: move.reason,
          reasonText: move.reasonText,
          at: move.createdAt.toISOString(),
        })),
    })),
    timeline: await timelineOf(db, { preorderId: preorder.id, placedAt: preorder.createdAt, contractId: row.id }, false),
    salespeople: await salespeopleOf(db, row.dealerCode),
    rights: rightsOf(actor),
  };
}
