import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { FrozenConfiguration } from '@/lib/sale/pricing';
import type { Db, Executor } from '../db/client';
import { contracts, members, preorders } from '../db/schema';
import { currentMilestones } from './contracts';
import { SHELL } from './sales/actor';
import { cancelContract as cancelContractAs, recordSignature } from './sales/contract-actions';
import { completeMilestone } from './sales/delivery-actions';
import { recordBalancePayment } from './sales/payment-actions';
import { balanceDueOf, paidOf } from '@/lib/sale/purchases';
import {
  cancelPreorder as cancelPreorderAs,
  convertPreorder as convertPreorderAs,
  markContacting as markContactingAs,
} from './sales/preorder-actions';

// `npm run staff`: the sales pipeline from the server's shell, for scripting, as a thin layer over the
// services the staff console calls (lib/server/services/sales), acting as SHELL: every record, one
// transaction each, an audit entry and the member's mail as from the console.

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
      dealer: preorders.dealerCode,
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

export const markContacting = (db: Executor, number: string, now = new Date()) => markContactingAs(db, SHELL, number, undefined, now);

export const cancelPreorder = (db: Executor, number: string, reason: string, now = new Date()) =>
  cancelPreorderAs(db, SHELL, number, reason, undefined, now);

export const cancelContract = (db: Executor, number: string, reason: string, now = new Date()) =>
  cancelContractAs(db, SHELL, number, reason, undefined, now);

export const convertPreorder = (db: Executor, number: string, now = new Date()) => convertPreorderAs(db, SHELL, number, undefined, now);

/** The member signed and paid the contract's deposit by transfer, both on `now`. */
export async function signContract(db: Executor, number: string, now = new Date()) {
  const [row] = await db.select({ price: contracts.price }).from(contracts).where(eq(contracts.number, number));
  const deposit = { amount: row?.price.deposit ?? 0, paidOn: now, method: 'transfer' as const };
  return recordSignature(db, SHELL, number, { signedOn: now, deposit }, undefined, now);
}

/** The current milestone of the delivery is done on `now`. */
export const advanceDelivery = (db: Executor, number: string, now = new Date()) =>
  completeMilestone(db, SHELL, number, { doneOn: now }, undefined, now);

/** The member paid all that is still due by transfer on `now` (交車 alone pays nothing). */
export async function payBalance(db: Executor, number: string, now = new Date()) {
  const [row] = await db
    .select({ price: contracts.price, depositPaid: contracts.depositPaid, balancePaid: contracts.balancePaid })
    .from(contracts)
    .where(eq(contracts.number, number));
  const amount = row ? balanceDueOf(row.price, paidOf(row)) : 0;
  return recordBalancePayment(db, SHELL, number, { amount: Math.max(amount, 1), paidOn: now, method: 'transfer' }, undefined, now);
}
