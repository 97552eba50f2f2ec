import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contracts, deliveries, deliveryMilestones, preorders } from '../db/schema';
import { notFound } from '../http/api-failure';
import { toPreorder } from './preorders';

type ContractRow = typeof contracts.$inferSelect;

const toContract = (row: ContractRow, preorderNumber: string) => ({
  uuid: row.id,
  number: row.number,
  status: row.status,
  preorderUuid: row.preorderId,
  preorderNumber,
  reviewUntil: row.reviewUntil.toISOString(),
  signedAt: row.signedAt?.toISOString() ?? null,
  total: row.total,
  depositPaid: row.depositPaid,
  createdAt: row.createdAt.toISOString(),
});

/** GET /order/contract/v1: the member's contracts, newest first. */
export async function listContracts(db: Db, memberId: string) {
  const rows = await db
    .select({ contract: contracts, preorder: preorders })
    .from(contracts)
    .innerJoin(preorders, eq(preorders.id, contracts.preorderId))
    .where(eq(contracts.memberId, memberId))
    .orderBy(desc(contracts.createdAt));
  return rows.map(({ contract, preorder }) => ({
    ...toContract(contract, preorder.number),
    familyName: toPreorder(preorder).familyName,
  }));
}

/** GET /order/contract/v1/{uuid}: the contract and the specification it was signed for. */
export async function getContract(db: Db, memberId: string, id: string) {
  const [row] = await db
    .select({ contract: contracts, preorder: preorders })
    .from(contracts)
    .innerJoin(preorders, eq(preorders.id, contracts.preorderId))
    .where(and(eq(contracts.id, id), eq(contracts.memberId, memberId)));
  if (!row) throw notFound();
  const spec = toPreorder(row.preorder);
  return { ...toContract(row.contract, row.preorder.number), familyName: spec.familyName, configuration: spec.configuration, price: spec.price };
}

/** GET /order/delivery/v1/{contractUuid}: where the truck is, milestone by milestone. */
export async function getDelivery(db: Db, memberId: string, contractId: string) {
  const [row] = await db
    .select({ delivery: deliveries, contractNumber: contracts.number })
    .from(deliveries)
    .innerJoin(contracts, eq(contracts.id, deliveries.contractId))
    .where(and(eq(deliveries.contractId, contractId), eq(contracts.memberId, memberId)));
  if (!row) throw notFound();
  const milestones = await db
    .select()
    .from(deliveryMilestones)
    .where(eq(deliveryMilestones.deliveryId, row.delivery.id))
    .orderBy(asc(deliveryMilestones.step));
  return {
    contractUuid: contractId,
    contractNumber: row.contractNumber,
    location: row.delivery.location,
    estimatedAt: row.delivery.estimatedAt?.toISOString() ?? null,
    milestones: milestones.map((milestone) => ({
      step: milestone.step,
      label: milestone.label,
      plannedAt: milestone.plannedAt?.toISOString() ?? null,
      doneAt: milestone.doneAt?.toISOString() ?? null,
    })),
  };
}
