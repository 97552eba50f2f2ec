import 'server-only';
import { and, eq } from 'drizzle-orm';
import { memberCancelReasonText } from '@/lib/purchase/cancel-reasons';
import type { PreorderDetail } from '@/lib/sale/purchases';
import type { PreorderCancelInput } from '@/lib/schemas/order';
import type { Db } from '../db/client';
import { contracts, members, preorders } from '../db/schema';
import { ApiFailure, notFound } from '../core/api-failure';
import { dispatchMail } from '../mail/outbox';
import { cancelledMail } from '../mail/purchase-notices';
import { memberCancelledStaffMail } from '../mail/preorder-staff-mail';
import { dealerByCode } from './dealers';
import { toPreorder } from './preorders';
import { memberWriter } from './sales/actor';
import { appendAudit } from './sales/audit';
import { notifyMember, notifyStaff, preorderForStaff } from './sales/notices';
import { preorderStateOf, updatePreorder } from './sales/preorder-actions';
import { preorderNamed } from '@/lib/words/purchase';

/**
 * POST /order/order/v1/{uuid}/cancel: the buyer withdraws their pre-order before a contract (the
 * terms let them at any time until then). One transaction: the pre-order, the entry on its history,
 * the buyer's mail naming the dealer and its phone, and the dealer's people told (its salesperson
 * when it has one). Another member's pre-order is N00404, as an unknown one is.
 */
export async function cancelOwnPreorder(db: Db, memberId: string, id: string, input: PreorderCancelInput, now = new Date()) {
  const result = await db.transaction(async (tx): Promise<PreorderDetail> => {
    const [row] = await tx
      .select()
      .from(preorders)
      .where(and(eq(preorders.id, id), eq(preorders.memberId, memberId)))
      .for('update');
    if (!row) throw notFound();
    const [contract] = await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.preorderId, row.id));
    if (contract || row.status === 'contracted')
      throw new ApiFailure('O00004', {
        message: `${preorderNamed(row.number)} 已簽立合約，無法在網站上取消；如需取消，請聯絡為您服務的經銷商。`,
      });
    if (row.status === 'cancelled') throw new ApiFailure('O00004', { message: `${preorderNamed(row.number)} 已經取消了。` });

    const reason = memberCancelReasonText(input.reason, input.note);
    const next = await updatePreorder(tx, row, { status: 'cancelled', cancelReason: reason }, now);
    const [buyer] = await tx.select({ name: members.name }).from(members).where(eq(members.id, memberId));
    const auditId = await appendAudit(
      tx,
      memberWriter(buyer.name),
      {
        action: 'preorder.cancel',
        recordKind: 'preorder',
        recordId: row.id,
        recordNumber: row.number,
        before: preorderStateOf(row),
        after: { ...preorderStateOf(next), byMember: true },
      },
      now,
    );
    const dealer = (await dealerByCode(tx, row.dealerCode))!;
    await notifyMember(tx, memberId, auditId, null, (to) =>
      cancelledMail(to, { kind: 'preorder', uuid: row.id, number: row.number }, reason, dealer, true),
    );
    const forStaff = await preorderForStaff(tx, row);
    await notifyStaff(tx, row.assigneeId ? { staffId: row.assigneeId } : { dealerCode: row.dealerCode }, `notice:${auditId}`, (to) =>
      memberCancelledStaffMail(to, forStaff, reason),
    );
    return toPreorder(next);
  });
  dispatchMail();
  return result;
}
