import 'server-only';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { REVIEW_PERIOD_DAYS } from '@/lib/constants';
import {
  CONTRACT_STATUS_AFTER,
  contractPrice,
  milestonesFor,
  paymentStatusOf,
  PREORDER_STATUS_LABELS,
  type ContractBuyer,
} from '@/lib/purchases';
import type { FrozenConfiguration, PriceBreakdown } from '@/lib/pricing';
import type { Db, Executor } from '../db/client';
import { cities, contracts, deliveries, deliveryMilestones, members, preorders, towns } from '../db/schema';
import { dealerFor } from './dealers';
import { currentMilestones } from './contracts';
import { nextDocumentNumber } from './document-numbers';
import { toMemberInfo } from './member-info';

// The dealer's side of a purchase, for `npm run staff` until a staff console exists: the same
// database and rules the API reads. Every change is one transaction that locks the row it changes,
// so two staff commands at once cannot both convert a pre-order or both advance a milestone.

const DAY = 86_400_000;

/** A change the rules do not allow; its message says why, in the staff's language. */
export class StaffRefusal extends Error {}

/** The buyer as the contract records them: the member's data as the API shows it (ID number masked), with the full address. */
export function buyerOf(member: typeof members.$inferSelect, cityAndTown: string): ContractBuyer {
  const { memberType, name, mobile, email, zip, address, idNumber, companyName, ubn, contactName, contactTitle, phone } =
    toMemberInfo(member);
  const common = { memberType, name, mobile, email, zip, address: `${cityAndTown}${address}` };
  return memberType === 'individual' ? { ...common, idNumber } : { ...common, companyName, ubn, contactName, contactTitle, phone };
}

/** Everything a dealer follows, newest first: pre-orders with their buyer, contracts with their milestone. */
export async function staffOverview(db: Db) {
  const orders = await db
    .select({
      number: preorders.number,
      status: preorders.status,
      createdAt: preorders.createdAt,
      total: preorders.total,
      quantity: preorders.quantity,
      member: members.email,
      configuration: preorders.configuration,
    })
    .from(preorders)
    .innerJoin(members, eq(members.id, preorders.memberId))
    .orderBy(desc(preorders.createdAt), desc(preorders.number));
  const contractRows = await db
    .select({ number: contracts.number, status: contracts.status, createdAt: contracts.createdAt, member: members.email, id: contracts.id })
    .from(contracts)
    .innerJoin(members, eq(members.id, contracts.memberId))
    .orderBy(desc(contracts.createdAt), desc(contracts.number));
  const current = await currentMilestones(db);
  return {
    preorders: orders.map(({ configuration, ...row }) => ({ ...row, family: (configuration as FrozenConfiguration).family.name })),
    contracts: contractRows.map(({ id, ...row }) => ({ ...row, milestone: current.get(id) ?? null })),
  };
}

async function lockPreorder(tx: Executor, number: string) {
  const [row] = await tx.select().from(preorders).where(eq(preorders.number, number)).for('update');
  if (!row) throw new StaffRefusal(`找不到預購單 ${number}`);
  return row;
}

async function lockContract(tx: Executor, number: string) {
  const [row] = await tx.select().from(contracts).where(eq(contracts.number, number)).for('update');
  if (!row) throw new StaffRefusal(`找不到合約 ${number}`);
  return row;
}

/** The dealer has called the member: 已送出 → 經銷商聯繫中. */
export function markContacting(db: Executor, number: string) {
  return db.transaction(async (tx) => {
    const row = await lockPreorder(tx, number);
    if (row.status !== 'submitted')
      throw new StaffRefusal(`預購單 ${number} 目前是「${PREORDER_STATUS_LABELS[row.status]}」，只有「已送出」的可以改為聯繫中`);
    await tx.update(preorders).set({ status: 'contacting' }).where(eq(preorders.id, row.id));
    return { number, status: 'contacting' as const };
  });
}

/** The member withdrew before a contract: 已送出 or 聯繫中 → 已取消. */
export function cancelPreorder(db: Executor, number: string) {
  return db.transaction(async (tx) => {
    const row = await lockPreorder(tx, number);
    if (row.status !== 'submitted' && row.status !== 'contacting') {
      throw new StaffRefusal(`預購單 ${number} 目前是「${PREORDER_STATUS_LABELS[row.status]}」，不能取消`);
    }
    await tx.update(preorders).set({ status: 'cancelled' }).where(eq(preorders.id, row.id));
    return { number, status: 'cancelled' as const };
  });
}

/**
 * The dealer makes the contract from a pre-order: the buyer, the dealer and the price are written
 * into it as they are now, the review period (審閱期) starts, and the delivery gets its milestones
 * with planned dates, none done: 合約成立 comes with the signature. A pre-order converts once.
 */
export function convertPreorder(db: Executor, number: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await lockPreorder(tx, number);
    if (row.status !== 'submitted' && row.status !== 'contacting') {
      throw new StaffRefusal(`預購單 ${number} 目前是「${PREORDER_STATUS_LABELS[row.status]}」，不能轉為合約`);
    }
    const [member] = await tx
      .select({ member: members, city: cities.name, town: towns.name })
      .from(members)
      .leftJoin(cities, eq(cities.id, members.cityId))
      .leftJoin(towns, eq(towns.id, members.townId))
      .where(eq(members.id, row.memberId));
    if (!member) throw new StaffRefusal(`預購單 ${number} 的會員已不存在`);
    const dealer = dealerFor(member.city ?? '');
    const price = contractPrice(row.price as PriceBreakdown);
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
        dealer,
        price,
        depositPaid: 0,
        createdAt: now,
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
        plannedAt: new Date(now.getTime() + milestone.days * DAY),
        doneAt: null,
      })),
    );
    await tx
      .update(deliveries)
      .set({ estimatedAt: new Date(now.getTime() + steps.at(-1)!.days * DAY) })
      .where(eq(deliveries.id, delivery.id));
    await tx.update(preorders).set({ status: 'contracted' }).where(eq(preorders.id, row.id));
    return contract;
  });
}

/** The member signed after the review period (or waived it) and paid the deposit: 合約成立 is done. */
export function signContract(db: Executor, number: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await lockContract(tx, number);
    if (row.status !== 'reviewing') throw new StaffRefusal(`合約 ${number} 已經簽署`);
    await tx.update(contracts).set({ status: 'signed', signedAt: now, depositPaid: row.price.deposit }).where(eq(contracts.id, row.id));
    const [delivery] = await tx.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.contractId, row.id));
    if (delivery)
      await tx
        .update(deliveryMilestones)
        .set({ doneAt: now })
        .where(and(eq(deliveryMilestones.deliveryId, delivery.id), eq(deliveryMilestones.key, 'contract')));
    return { number, status: 'signed' as const };
  });
}

/**
 * The delivery's current milestone is done: the next becomes current, the contract's status follows,
 * and at 交車 the balance is paid. Only a signed contract moves, and the last milestone is the end.
 */
export function advanceDelivery(db: Executor, number: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const contract = await lockContract(tx, number);
    if (contract.status === 'reviewing') throw new StaffRefusal(`合約 ${number} 尚未簽署，交車進度不能往前`);
    if (paymentStatusOf(contract.price, contract.depositPaid + contract.balancePaid) === 'deposit-due')
      throw new StaffRefusal(`合約 ${number} 訂金未付，交車進度不能往前`);
    const [current] = await tx
      .select({ id: deliveryMilestones.id, key: deliveryMilestones.key, label: deliveryMilestones.label })
      .from(deliveryMilestones)
      .innerJoin(deliveries, eq(deliveries.id, deliveryMilestones.deliveryId))
      .where(and(eq(deliveries.contractId, contract.id), isNull(deliveryMilestones.doneAt)))
      .orderBy(asc(deliveryMilestones.step))
      .limit(1);
    if (!current) throw new StaffRefusal(`合約 ${number} 已經交車，沒有下一個階段`);
    await tx.update(deliveryMilestones).set({ doneAt: now }).where(eq(deliveryMilestones.id, current.id));
    const status = CONTRACT_STATUS_AFTER[current.key] ?? contract.status;
    const balancePaid = current.key === 'handover' ? contract.price.balance : contract.balancePaid;
    await tx.update(contracts).set({ status, balancePaid }).where(eq(contracts.id, contract.id));
    return { number, done: current.label, status };
  });
}
