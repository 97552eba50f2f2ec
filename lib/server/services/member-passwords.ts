import 'server-only';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { members, verifications } from '../db/schema';
import { ApiFailure, fieldFailure } from '../core/api-failure';
import { RESET_TOKEN_TTL_MS } from '../auth/policy';
import { claimLoginTry, clearLoginFailures, forgetLoginTries } from '../auth/login-throttle';
import { securityEvent } from '../security-events';
import { assertPasswordAllowed, hashPassword, verifyPassword } from '../auth/passwords';
import { revokeMemberSessions, type AuthContext } from '../auth/sessions';
import { newToken, sha256 } from '../auth/tokens';
import { forgetCodeMail, passwordChangedMail } from '../mail/templates';
import { dispatchMail, queueMail } from '../mail/outbox';
import { memberByEmail, memberById, type MemberRow } from './member-info';
import { consumeCode, endForgetVerifications, renewCode, reuseOrOpen } from './verification';

/**
 * GET /login/v1/forget?email=: always a tempUuid; only a member's address receives a code. An open
 * request is answered again with its tempUuid and re-sent only within the resend rules, so strangers
 * asking cannot use up the owner's mail. An unknown address gets a decoy treated the same way, with
 * the same writes (its mail is written as a decoy, never sent), so neither answer nor time tells.
 */
export async function startForget(db: Db, email: string) {
  const tempUuid = await db.transaction(async (tx) => {
    const member = await memberByEmail(tx, email);
    const known = member?.status === 'active';
    const opened = await reuseOrOpen(tx, { purpose: 'forget', memberId: known ? member.id : null, email, decoy: !known });
    if (opened.due) await queueMail(tx, forgetCodeMail(email, opened.code), { decoy: !known });
    else await securityEvent(tx, 'mail-throttled', email, { purpose: 'forget' });
    return opened.tempUuid;
  });
  dispatchMail();
  return { tempUuid };
}

/** GET /login/v1/forget?tempUuid=&code=: the right code earns a reset token for 15 minutes. */
export async function checkForgetCode(db: Db, tempUuid: string, code: string) {
  const verification = await consumeCode(db, tempUuid, 'forget', code);
  const resetToken = newToken();
  await db
    .update(verifications)
    .set({ resetTokenHash: sha256(resetToken), resetExpiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) })
    .where(eq(verifications.id, verification.id));
  return { resetToken };
}

/** GET /login/v1/verification?tempUuid=: the forgot-password code again. */
export async function resendForgetCode(db: Db, tempUuid: string) {
  await db.transaction(async (tx) => {
    const { row, code, real } = await renewCode(tx, tempUuid, 'forget');
    if (real) await queueMail(tx, forgetCodeMail(row.email, code));
  });
  dispatchMail();
}

/**
 * Sets a new password in one transaction: `claim` first (taking a reset token), then the password,
 * the end of every session but `keepSessionId`, of every reset code and token, of the account's
 * login failures, and a mail telling the member.
 */
async function setPassword(
  db: Db,
  member: MemberRow,
  newPassword: string,
  options: { keepSessionId?: string; claim?: (tx: Executor) => Promise<void> } = {},
) {
  assertPasswordAllowed(newPassword, 'newPassword');
  if (await verifyPassword(member.passwordHash, newPassword)) throw fieldFailure('newPassword', '新密碼不可與目前的密碼相同');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await options.claim?.(tx);
    await tx.update(members).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(members.id, member.id));
    await revokeMemberSessions(tx, member.id, options.keepSessionId);
    await endForgetVerifications(tx, member.id);
    await clearLoginFailures(tx, member.email);
    await queueMail(tx, passwordChangedMail(member.email));
  });
  dispatchMail();
}

const resetExpired = () => new ApiFailure('C00001', { message: '重設密碼的期限已過或已使用，請重新申請忘記密碼' });

/**
 * PUT /login/v1/reset: with a reset token (used once: it is taken in the same statement that
 * checks it), or with the L00004 session; every session ends.
 */
export async function resetPassword(db: Db, input: { resetToken?: string; auth: AuthContext | null; newPassword: string }) {
  if (!input.resetToken) {
    if (!input.auth) throw new ApiFailure('A00001');
    if (input.auth.purpose !== 'password-change') throw new ApiFailure('A00005');
    await setPassword(db, await memberById(db, input.auth.memberId), input.newPassword);
    return;
  }
  const tokenHash = sha256(input.resetToken);
  // Judged at each use, so the token must still be valid when it is taken.
  const open = () => and(eq(verifications.resetTokenHash, tokenHash), gt(verifications.resetExpiresAt, new Date()));
  const [pending] = await db
    .select({ memberId: verifications.memberId })
    .from(verifications)
    .where(and(open(), isNotNull(verifications.memberId)));
  if (!pending?.memberId) throw resetExpired();
  await setPassword(db, await memberById(db, pending.memberId), input.newPassword, {
    claim: async (tx) => {
      const [taken] = await tx
        .update(verifications)
        .set({ resetTokenHash: null, resetExpiresAt: null })
        .where(open())
        .returning({ id: verifications.id });
      if (!taken) throw resetExpired();
    },
  });
}

/**
 * PUT /member/member/v1/reset: the old password proves it is the member; other sessions end. Wrong
 * old passwords count like failed logins from this address, so a stolen session cannot guess on.
 */
export async function changePassword(db: Db, auth: AuthContext, ip: string, oldPassword: string, newPassword: string) {
  const member = await memberById(db, auth.memberId);
  await confirmPassword(db, member, oldPassword, ip, 'oldPassword');
  await setPassword(db, member, newPassword, { keepSessionId: auth.sessionId });
}

/**
 * A logged-in member proves it is them with the password (V00001 on `field` when wrong); a wrong one
 * counts like a failed login from this address (L00003 while that address waits).
 */
export async function confirmPassword(db: Db, member: MemberRow, password: string, ip: string, field = 'password') {
  await claimLoginTry(db, member.email, ip);
  if (!(await verifyPassword(member.passwordHash, password))) {
    await securityEvent(db, 'login-failed', member.email, { field });
    throw fieldFailure(field, '目前的密碼不正確');
  }
  await forgetLoginTries(db, member.email, ip);
}
