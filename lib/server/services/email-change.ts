import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors';
import { members } from '../db/schema';
import { ApiFailure, fieldFailure, tooMany } from '../http/api-failure';
import type { AuthContext } from '../auth/sessions';
import { emailChangeCodeMail, emailChangedMail, emailChangeTakenMail } from '../mail/templates';
import { dispatchMail, queueMail } from '../mail/outbox';
import { memberByEmail, memberById, toMemberInfo } from './member-info';
import { consumeCode, cooldownLeft, latestOpen, openVerification } from './verification';

/** GET /member/member/v1/email/send: a code to the new address; a taken address gets a notice. */
export async function sendEmailChange(db: Db, auth: AuthContext, email: string) {
  const member = await memberById(db, auth.memberId);
  if (member.email === email) throw fieldFailure('email', '新的電子郵件與目前的相同');
  const last = await latestOpen(db, member.id, 'email-change');
  const wait = last ? cooldownLeft(last.lastSentAt) : 0;
  if (wait > 0) throw tooMany('C00002', wait);
  await db.transaction(async (tx) => {
    const taken = (await memberByEmail(tx, email)) !== null;
    const opened = await openVerification(tx, { purpose: 'email-change', memberId: member.id, email, decoy: taken });
    await queueMail(tx, taken ? emailChangeTakenMail(email) : emailChangeCodeMail(email, opened.code));
  });
  dispatchMail();
}

/** GET /member/member/v1/email/valid: the right code moves the account; the old address is told. */
export async function confirmEmailChange(db: Db, auth: AuthContext, email: string, code: string) {
  const open = await latestOpen(db, auth.memberId, 'email-change', email);
  if (!open) throw new ApiFailure('C00001');
  await consumeCode(db, open.id, 'email-change', code);
  const member = await memberById(db, auth.memberId);
  const updated = await db
    .transaction(async (tx) => {
      const [row] = await tx.update(members).set({ email, updatedAt: new Date() }).where(eq(members.id, member.id)).returning();
      await queueMail(tx, emailChangedMail(member.email, email));
      return row;
    })
    .catch((error: unknown) => {
      // Someone registered the address since the code was sent.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        throw new ApiFailure('C00001');
      }
      throw error;
    });
  dispatchMail();
  return toMemberInfo(updated);
}
