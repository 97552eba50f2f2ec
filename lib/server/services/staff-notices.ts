import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_STAFF_NOTICE_PREFS, type StaffNoticePrefs } from '@/lib/staff/notice-prefs';
import type { Executor } from '../db/client';
import { staffAccounts } from '../db/staff-schema';
import type { Actor } from './sales/actor';
import { appendAudit, changedFields } from './sales/audit';

/** GET /staff/me/v1/notices: which mails the signed-in staff member receives; one never chosen is on. */
export async function staffNoticePrefsOf(db: Executor, staffId: string): Promise<StaffNoticePrefs> {
  const [row] = await db.select({ prefs: staffAccounts.noticePrefs }).from(staffAccounts).where(eq(staffAccounts.id, staffId));
  return { ...DEFAULT_STAFF_NOTICE_PREFS, ...row?.prefs };
}

/** PUT /staff/me/v1/notices: a staff member's own choice, audited on their account when it changes anything. */
export function setStaffNoticePrefs(db: Executor, actor: Actor, prefs: StaffNoticePrefs): Promise<StaffNoticePrefs> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, actor.staffId!)).for('update');
    const before = { ...DEFAULT_STAFF_NOTICE_PREFS, ...row.noticePrefs };
    const after = { ...before, ...prefs };
    const change = changedFields(before, after);
    if (Object.keys(change.after).length === 0) return after;
    await tx.update(staffAccounts).set({ noticePrefs: after, updatedAt: new Date() }).where(eq(staffAccounts.id, row.id));
    await appendAudit(tx, actor, {
      action: 'staff.notice-prefs',
      recordKind: 'staff',
      recordId: row.id,
      recordNumber: row.email,
      ...change,
    });
    return after;
  });
}
