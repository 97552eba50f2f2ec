import 'server-only';
import { and, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors';
import { emailUndos, members, verifications } from '../db/schema';
import { ApiFailure, fieldFailure, tooMany } from '../core/api-failure';
import { EMAIL_UNDO_TTL_MS, UNDO_TAKES_FACTORS_SINCE_MS } from '../auth/policy';
import { hashPassword } from '../auth/passwords';
import { TWO_FACTOR_OFF } from '../auth/two-factor';
import { revokeMemberSessions, type AuthContext } from '../auth/sessions';
import { newToken, sha256 } from '../auth/tokens';
import { emailChangeCodeMail, emailChangedMail, emailChangeTakenMail } from '../mail/templates';
import { dispatchMail, queueMail } from '../mail/outbox';
import { securityEvent } from '../security-events';
import { memberById, toMemberInfo } from './member-info';
import { confirmPassword } from './member-passwords';
import { dropPendingMember, memberHoldingEmail } from './pending-members';
import { consumeCode, cooldownLeft, latestOpen, openVerification } from './verification';
import { claimVisitorQuotes } from './visitor-quotes';
import { CURRENT_PASSWORD_REQUIRED } from '@/lib/words/account';

/** GET /member/member/v1/email/send: the password would travel in the URL, so this form sends nothing. */
export function refuseEmailChangeByGet(): never {
  throw fieldFailure('password', CURRENT_PASSWORD_REQUIRED);
}

/**
 * POST /member/member/v1/email/send: the current password (a stolen session alone cannot move the
 * account), then a code to the new address; a member's address gets a notice instead.
 */
export async function sendEmailChange(db: Db, auth: AuthContext, ip: string, email: string, password: string) {
  const member = await memberById(db, auth.memberId);
  if (member.email === email) throw fieldFailure('email', '新的電子郵件與目前的相同');
  await confirmPassword(db, member, password, ip);
  const last = await latestOpen(db, member.id, 'email-change');
  const wait = last ? cooldownLeft(last.lastSentAt) : 0;
  if (wait > 0) throw tooMany('C00002', wait);
  await db.transaction(async (tx) => {
    // A pending registration does not hold the address: whoever verifies the code owns the inbox.
    const taken = (await memberHoldingEmail(tx, email))?.status === 'active';
    const opened = await openVerification(tx, { purpose: 'email-change', memberId: member.id, email, decoy: taken });
    await queueMail(tx, taken ? emailChangeTakenMail(email) : emailChangeCodeMail(email, opened.code));
  });
  dispatchMail();
}

/**
 * GET /member/member/v1/email/valid: the right code moves the account, every other session ends and
 * the old address gets a link that undoes the change.
 */
export async function confirmEmailChange(db: Db, auth: AuthContext, email: string, code: string) {
  const open = await latestOpen(db, auth.memberId, 'email-change', email);
  if (!open) throw new ApiFailure('C00001');
  await consumeCode(db, open.id, 'email-change', code);
  const member = await memberById(db, auth.memberId);
  const undoToken = newToken();
  const updated = await db
    .transaction(async (tx) => {
      const holder = await memberHoldingEmail(tx, email);
      if (holder?.status === 'pending') await dropPendingMember(tx, holder.id);
      const [row] = await tx.update(members).set({ email, updatedAt: new Date() }).where(eq(members.id, member.id)).returning();
      await revokeMemberSessions(tx, member.id, auth.sessionId);
      await tx.insert(emailUndos).values({
        memberId: member.id,
        oldEmail: member.email,
        tokenHash: sha256(undoToken),
        expiresAt: new Date(Date.now() + EMAIL_UNDO_TTL_MS),
      });
      await queueMail(tx, emailChangedMail(member.email, email, undoToken));
      // The new address is verified: the quotes its owner asked for as a visitor are now the member's.
      await claimVisitorQuotes(tx, member.id, email);
      return row;
    })
    .catch((error: unknown) => {
      // Someone became a member with the address since the code was sent.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        throw new ApiFailure('C00001');
      }
      throw error;
    });
  await securityEvent(db, 'email-changed', member.email, { otherSessionsEnded: true });
  dispatchMail();
  return toMemberInfo(updated);
}

const undoExpired = () => new ApiFailure('C00001', { message: '此連結已使用過或已超過 7 天，無法再改回電子郵件；如有疑問請聯絡客服' });

/**
 * POST /member/member/v1/email/undo: the link mailed to the old address. The address comes back
 * unless a member holds it now; either way every session, reset token and open code of the account
 * ends and the password is replaced, since whoever made the change knew it: the owner sets a new one
 * through forgot-password. Two-factor sign-in turned on in the 7 days before the change or after it is
 * turned off. Links of later changes die with it.
 */
export async function undoEmailChange(db: Db, token: string) {
  const now = new Date();
  const unusable = await hashPassword(newToken());
  const outcome = await db.transaction(async (tx) => {
    const [undo] = await tx
      .update(emailUndos)
      .set({ usedAt: now })
      .where(and(eq(emailUndos.tokenHash, sha256(token)), isNull(emailUndos.usedAt), gt(emailUndos.expiresAt, now)))
      .returning();
    if (!undo) throw undoExpired();
    await tx
      .update(emailUndos)
      .set({ usedAt: now })
      .where(and(eq(emailUndos.memberId, undo.memberId), isNull(emailUndos.usedAt), gte(emailUndos.createdAt, undo.createdAt)));
    const member = await memberById(tx, undo.memberId);
    const holder = await memberHoldingEmail(tx, undo.oldEmail);
    if (holder?.status === 'pending') await dropPendingMember(tx, holder.id);
    const restored = holder?.status !== 'active' || holder.id === member.id;
    const email = restored ? undo.oldEmail : member.email;
    // Two-factor sign-in turned on just before the change or since may be the changer's: it goes too.
    const since = undo.createdAt.getTime() - UNDO_TAKES_FACTORS_SINCE_MS;
    const addedSince = member.totpEnabledAt !== null && member.totpEnabledAt.getTime() >= since;
    await tx
      .update(members)
      .set({ email, passwordHash: unusable, mustChangePassword: false, ...(addedSince ? TWO_FACTOR_OFF : {}), updatedAt: now })
      .where(eq(members.id, member.id));
    await revokeMemberSessions(tx, member.id);
    await tx
      .update(verifications)
      .set({ consumedAt: now, resetTokenHash: null, resetExpiresAt: null })
      .where(eq(verifications.memberId, member.id));
    return { restored, email };
  });
  await securityEvent(db, 'email-change-undone', outcome.email, { restored: outcome.restored, sessionsEnded: true });
  return { restored: outcome.restored };
}
