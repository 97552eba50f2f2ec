import 'server-only';
import { and, eq } from 'drizzle-orm';
import { formatDateTime } from '@/lib/format/dates';
import type { Db } from '../db/client';
import { contracts } from '../db/schema';
import { ApiFailure, notFound } from '../core/api-failure';
import { reviewWaivedMail } from '../mail/purchase-notices';
import { appendAudit } from './sales/audit';
import { notifyMember } from './sales/notices';

const refuse = (message: string) => new ApiFailure('S00422', { message });

/**
 * POST /order/contract/v1/{uuid}/waive-review: the buyer gives up the rest of the review period in
 * writing, on their contract's page, so that the dealer may record the signature before it ends. The
 * act is the buyer's own (the audit names them), kept with its time, and confirmed by mail.
 */
export function waiveReview(db: Db, memberId: string, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, id), eq(contracts.memberId, memberId)))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'reviewing') throw refuse('這份合約已不在審閱期，不需要放棄審閱期');
    if (row.reviewWaivedAt) throw refuse(`您已於 ${formatDateTime(row.reviewWaivedAt)} 放棄剩餘的審閱期`);
    if (now >= row.reviewUntil) throw refuse('審閱期已經結束，不需要放棄審閱期');
    const [next] = await tx
      .update(contracts)
      .set({ reviewWaivedAt: now, version: row.version + 1, updatedAt: now })
      .where(eq(contracts.id, row.id))
      .returning();
    const auditId = await appendAudit(
      tx,
      { staffId: null, name: `買方 ${row.buyer.name}（會員專區）` },
      {
        action: 'contract.waive-review',
        recordKind: 'contract',
        recordId: row.id,
        recordNumber: row.number,
        before: { reviewWaivedAt: null },
        after: { reviewWaivedAt: now, reviewUntil: row.reviewUntil },
      },
      now,
    );
    await notifyMember(tx, memberId, auditId, null, (to) =>
      reviewWaivedMail(to, { uuid: row.id, number: row.number, reviewUntil: row.reviewUntil, waivedAt: now }),
    );
    return next;
  });
}
