import 'server-only';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  deliveryUnderWay,
  milestoneStates,
  paidOf,
  paymentStatusOf,
  type ContractDetail,
  type ContractSummary,
  type Delivery,
} from '@/lib/sale/purchases';
import { dateMoveReasonText } from '@/lib/staff/pipeline';
import type { Db, Executor } from '../db/client';
import { contracts, deliveries, deliveryMilestones, preorders } from '../db/schema';
import { milestoneDateChanges } from '../db/pipeline-schema';
import { notFound } from '../core/api-failure';
import { quotesOfPreorders } from './preorder-quotes';
import { toPreorder } from './preorders';

type ContractRow = typeof contracts.$inferSelect;
type PreorderRow = typeof preorders.$inferSelect;

const underWay = (row: Pick<ContractRow, 'status' | 'price' | 'depositPaid' | 'balancePaid'>) =>
  deliveryUnderWay({ status: row.status, paymentStatus: paymentStatusOf(row.price, paidOf(row)) });

/** Each contract's first milestone not yet done, by contract id; none before it is signed and its deposit paid. */
export async function currentMilestones(db: Executor, contractIds?: string[]) {
  const rows = await db
    .select({
      contractId: deliveries.contractId,
      label: deliveryMilestones.label,
      step: deliveryMilestones.step,
      status: contracts.status,
      price: contracts.price,
      depositPaid: contracts.depositPaid,
      balancePaid: contracts.balancePaid,
    })
    .from(deliveryMilestones)
    .innerJoin(deliveries, eq(deliveries.id, deliveryMilestones.deliveryId))
    .innerJoin(contracts, eq(contracts.id, deliveries.contractId))
    .where(
      contractIds ? and(isNull(deliveryMilestones.doneAt), inArray(deliveries.contractId, contractIds)) : isNull(deliveryMilestones.doneAt),
    )
    .orderBy(asc(deliveryMilestones.step));
  const current = new Map<string, string>();
  for (const row of rows)
    if (underWay(row) && row.status !== 'cancelled' && !current.has(row.contractId)) current.set(row.contractId, row.label);
  return current;
}

const toContract = (row: ContractRow, preorder: PreorderRow, currentMilestone: string | null): ContractSummary => ({
  uuid: row.id,
  number: row.number,
  status: row.status,
  preorderUuid: row.preorderId,
  preorderNumber: preorder.number,
  familyName: toPreorder(preorder).familyName,
  quantity: preorder.quantity,
  createdAt: row.createdAt.toISOString(),
  reviewUntil: row.reviewUntil.toISOString(),
  signedAt: row.signedAt?.toISOString() ?? null,
  total: row.total,
  paymentStatus: paymentStatusOf(row.price, paidOf(row)),
  currentMilestone,
});

/** GET /order/contract/v1: the member's contracts, newest first, each with where its truck is. */
export async function listContracts(db: Db, memberId: string): Promise<ContractSummary[]> {
  const rows = await db
    .select({ contract: contracts, preorder: preorders })
    .from(contracts)
    .innerJoin(preorders, eq(preorders.id, contracts.preorderId))
    .where(eq(contracts.memberId, memberId))
    .orderBy(desc(contracts.createdAt), desc(contracts.number));
  const current = await currentMilestones(
    db,
    rows.map(({ contract }) => contract.id),
  );
  return rows.map(({ contract, preorder }) => toContract(contract, preorder, current.get(contract.id) ?? null));
}

/** GET /order/contract/v1/{uuid}: the contract as made: buyer, dealer, price, payment and the agreed spec. */
export async function getContract(db: Db, memberId: string, id: string): Promise<ContractDetail> {
  const [row] = await db
    .select({ contract: contracts, preorder: preorders })
    .from(contracts)
    .innerJoin(preorders, eq(preorders.id, contracts.preorderId))
    .where(and(eq(contracts.id, id), eq(contracts.memberId, memberId)));
  if (!row) throw notFound();
  const [current, quoted] = await Promise.all([currentMilestones(db, [id]), quotesOfPreorders(db, [row.preorder.id])]);
  const spec = toPreorder(row.preorder);
  return {
    ...toContract(row.contract, row.preorder, current.get(id) ?? null),
    buyer: row.contract.buyer,
    dealer: row.contract.dealer,
    price: row.contract.price,
    paid: paidOf(row.contract),
    reviewWaivedAt: row.contract.reviewWaivedAt?.toISOString() ?? null,
    configuration: spec.configuration,
    quote: quoted.get(row.preorder.id) ?? null,
    priceLines: spec.price.lines,
    unitPrice: spec.price.unitPrice,
  };
}

/** GET /order/delivery/v1/{contractUuid}: where the truck is, milestone by milestone. */
export async function getDelivery(db: Db, memberId: string, contractId: string): Promise<Delivery> {
  const [row] = await db
    .select({ delivery: deliveries, contract: contracts, preorder: preorders })
    .from(deliveries)
    .innerJoin(contracts, eq(contracts.id, deliveries.contractId))
    .innerJoin(preorders, eq(preorders.id, contracts.preorderId))
    .where(and(eq(deliveries.contractId, contractId), eq(contracts.memberId, memberId)));
  if (!row) throw notFound();
  const milestones = await db
    .select()
    .from(deliveryMilestones)
    .where(eq(deliveryMilestones.deliveryId, row.delivery.id))
    .orderBy(asc(deliveryMilestones.step));
  const moves = await db
    .select()
    .from(milestoneDateChanges)
    .where(eq(milestoneDateChanges.contractId, contractId))
    .orderBy(asc(milestoneDateChanges.createdAt), asc(milestoneDateChanges.newDate));
  return {
    contractUuid: contractId,
    contractNumber: row.contract.number,
    familyName: toPreorder(row.preorder).familyName,
    location: row.delivery.location,
    estimatedAt: row.delivery.estimatedAt?.toISOString() ?? null,
    milestones: milestoneStates(
      milestones.map((milestone) => ({
        key: milestone.key,
        label: milestone.label,
        plannedAt: milestone.plannedAt?.toISOString() ?? null,
        doneAt: milestone.doneAt?.toISOString() ?? null,
        moves: moves
          .filter((move) => move.milestoneId === milestone.id)
          .map((move) => ({
            oldDate: move.oldDate?.toISOString() ?? null,
            newDate: move.newDate.toISOString(),
            reason: dateMoveReasonText(move.reason, move.reasonText),
            at: move.createdAt.toISOString(),
          })),
      })),
      underWay(row.contract),
      row.contract.status === 'cancelled',
    ),
  };
}
