import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { isDealerRole, may } from '@/lib/staff/roles';
import type { Executor, Tx } from '../../db/client';
import { preorders } from '../../db/schema';
import { staffAccounts } from '../../db/staff-schema';
import { notFound } from '../../core/api-failure';
import { dealerByCode, dealerOnContract } from '../dealers';
import type { Actor } from './actor';
import { auditRecord } from './audit';
import { contractStateOf, lockContract, updateContract } from './contract-actions';
import { lockPreorder, preorderStateOf, updatePreorder } from './preorder-actions';
import { refuse } from './refusals';
import { notifyStaff, preorderForStaff, inTransactionThenMail } from './notices';
import { assignedPreorderStaffMail, newPreorderStaffMail } from '../../mail/preorder-staff-mail';
import { preorderNamed } from '@/lib/words/purchase';
import { DEALER_NOT_FOUND } from '@/lib/words/staff';
import { contractNamed } from '@/lib/words/console';

export interface Assignment {
  /** Another dealer: headquarters only. */
  dealerCode?: string;
  /** A salesperson of the (new) dealer; null leaves the record unassigned. */
  assigneeId?: string | null;
}

/** Only managers and headquarters assign: for anyone else the call does not exist (N00404), whatever the record. */
function requireAssigner(actor: Actor) {
  if (!may(actor.role, 'assign-within-dealer')) throw notFound();
}

async function checkAssignment(tx: Tx, actor: Actor, current: { dealerCode: string }, change: Assignment) {
  const dealerCode = change.dealerCode ?? current.dealerCode;
  if (dealerCode !== current.dealerCode) {
    if (!may(actor.role, 'reassign-dealer')) throw refuse('只有總公司業務可以改派到其他經銷商');
    if (!(await dealerByCode(tx, dealerCode))) throw refuse(DEALER_NOT_FOUND);
  }
  let assignee: { id: string; name: string } | null = null;
  if (change.assigneeId) {
    const [row] = await tx
      .select({ id: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role, dealerCode: staffAccounts.dealerCode })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.id, change.assigneeId), isNull(staffAccounts.disabledAt)));
    if (!row || !isDealerRole(row.role) || row.dealerCode !== dealerCode) throw refuse('只能指派給該經銷商的業務人員');
    assignee = row;
  }
  // A new dealer without a named salesperson leaves the record for its manager to assign.
  const assigneeId = change.assigneeId === undefined && dealerCode === current.dealerCode ? undefined : (assignee?.id ?? null);
  return { dealerCode, assigneeId, assignee };
}

/** Gives an open pre-order to a dealer and a salesperson: the dealer's manager within the dealer, headquarters anywhere. */
export function assignPreorder(db: Executor, actor: Actor, number: string, change: Assignment, version?: number, now = new Date()) {
  requireAssigner(actor);
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockPreorder(tx, actor, number, version);
    if (row.status !== 'submitted' && row.status !== 'contacting') throw refuse(`${preorderNamed(number)} 已結案，不能再指派`);
    const { dealerCode, assigneeId } = await checkAssignment(tx, actor, row, change);
    const next = await updatePreorder(tx, row, { dealerCode, ...(assigneeId === undefined ? {} : { assigneeId }) }, now);
    const auditId = await auditRecord(
      tx,
      actor,
      'preorder.assign',
      'preorder',
      row,
      { before: preorderStateOf(row), after: preorderStateOf(next) },
      now,
    );
    // Whoever now handles it is told, unless they gave it to themselves.
    const key = `notice:${auditId}`;
    if (next.assigneeId && next.assigneeId !== row.assigneeId && next.assigneeId !== actor.staffId) {
      const forStaff = await preorderForStaff(tx, next);
      await notifyStaff(tx, { staffId: next.assigneeId }, key, (to) => assignedPreorderStaffMail(to, forStaff, actor.name));
    } else if (!next.assigneeId && next.dealerCode !== row.dealerCode) {
      const forStaff = await preorderForStaff(tx, next);
      await notifyStaff(tx, { dealerCode: next.dealerCode }, key, (to) => newPreorderStaffMail(to, forStaff, { movedBy: actor.name }));
    }
    return next;
  });
}

/** As assignPreorder, for a contract not yet delivered or cancelled; the contract names its new salesperson. */
export function assignContract(db: Executor, actor: Actor, number: string, change: Assignment, version?: number, now = new Date()) {
  requireAssigner(actor);
  return inTransactionThenMail(db, async (tx) => {
    const row = await lockContract(tx, actor, number, version);
    if (row.status === 'delivered' || row.status === 'cancelled') throw refuse(`${contractNamed(number)} 已結案，不能再指派`);
    const { dealerCode, assigneeId, assignee } = await checkAssignment(tx, actor, row, change);
    const dealer = (await dealerByCode(tx, dealerCode))!;
    const next = await updateContract(
      tx,
      row,
      {
        dealerCode,
        ...(assigneeId === undefined ? {} : { assigneeId }),
        dealer: dealerOnContract(dealer, assigneeId === undefined ? row.dealer.salesperson : (assignee?.name ?? '')),
      },
      now,
    );
    // The pre-order goes with its contract: the new dealer sees the whole purchase, the old one none of it.
    if (dealerCode !== row.dealerCode) {
      const [preorder] = await tx.select().from(preorders).where(eq(preorders.id, row.preorderId)).for('update');
      const moved = await updatePreorder(tx, preorder, { dealerCode, assigneeId: next.assigneeId }, now);
      await auditRecord(
        tx,
        actor,
        'preorder.assign',
        'preorder',
        preorder,
        { before: preorderStateOf(preorder), after: preorderStateOf(moved) },
        now,
      );
    }
    await auditRecord(tx, actor, 'contract.assign', 'contract', row, { before: contractStateOf(row), after: contractStateOf(next) }, now);
    return next;
  });
}
