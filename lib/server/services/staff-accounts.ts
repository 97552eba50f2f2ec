import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { revokeMemberSessions } from '../auth/sessions';
import { securityEvent } from '../security-events';
import { StaffRefusal } from './staff';

/** Ends every session of a member (ASVS 7.4.5): a stolen phone, a member who asks, an account under attack. */
export async function endSessionsOf(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.email, address)).limit(1);
  if (!member) throw new StaffRefusal(`找不到電子郵件為 ${address} 的會員`);
  await revokeMemberSessions(db, member.id);
  await securityEvent(db, 'sessions-ended', address, { by: 'staff' });
  return address;
}
