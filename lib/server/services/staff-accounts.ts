import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { revokeMemberSessions } from '../auth/sessions';
import { TWO_FACTOR_OFF } from '../auth/two-factor';
import { securityEvent } from '../security-events';
import { refuse } from './sales/refusals';

async function memberOf(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  const [member] = await db
    .select({ id: members.id, totpSecret: members.totpSecret })
    .from(members)
    .where(eq(members.email, address))
    .limit(1);
  if (!member) throw refuse(`找不到電子郵件為 ${address} 的會員`);
  return { ...member, address };
}

/** Ends every session of a member (ASVS 7.4.5): a stolen phone, a member who asks, an account under attack. */
export async function endSessionsOf(db: Db, email: string) {
  const member = await memberOf(db, email);
  await revokeMemberSessions(db, member.id);
  await securityEvent(db, 'sessions-ended', member.address, { by: 'staff' });
  return member.address;
}

/**
 * Turns two-factor sign-in off for a member who lost both the app and the recovery codes, once the
 * dealer has checked who they are as for a contract (ASVS 6.4.4); every session ends.
 */
export async function turnOffTwoFactorOf(db: Db, email: string) {
  const member = await memberOf(db, email);
  if (!member.totpSecret) throw refuse(`會員 ${member.address} 未啟用兩步驟驗證`);
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ ...TWO_FACTOR_OFF, updatedAt: new Date() })
      .where(eq(members.id, member.id));
    await revokeMemberSessions(tx, member.id);
  });
  await securityEvent(db, 'two-factor-disabled', member.address, { by: 'staff' });
  return member.address;
}
