import 'server-only';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { members, verifications } from '../db/schema';
import { ApiFailure, fieldFailure, tooMany } from '../http/api-failure';
import { consumeRate, refundRate } from '../rate-limit';
import { LIMITS, RESET_TOKEN_TTL_MS } from '../auth/policy';
import { assertPasswordAllowed, hashPassword, verifyPassword } from '../auth/passwords';
import { revokeMemberSessions, type AuthContext } from '../auth/sessions';
import { newToken, sha256 } from '../auth/tokens';
import { forgetCodeMail, passwordChangedMail } from '../mail/templates';
import { dispatchMail, queueMail } from '../mail/outbox';
import { memberByEmail, memberById, type MemberRow } from './member-info';
import { consumeCode, openVerification, renewCode } from './verification';

/** GET /login/v1/forget?email=: always a tempUuid; only a member's address receives a code. */
export async function startForget(db: Db, email: string) {
  const opened = await db.transaction(async (tx) => {
    const member = await memberByEmail(tx, email);
    const known = member?.status === 'active';
    const result = await openVerification(tx, { purpose: 'forget', memberId: known ? member.id : null, email, decoy: !known });
    if (known) await queueMail(tx, forgetCodeMail(email, result.code));
    return result;
  });
  dispatchMail();
  return { tempUuid: opened.tempUuid };
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
 * the end of every session but `keepSessionId`, and a mail telling the member.
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
 * old passwords count against the account like failed logins, so a stolen session cannot guess on.
 */
export async function changePassword(db: Db, auth: AuthContext, oldPassword: string, newPassword: string) {
  const member = await memberById(db, auth.memberId);
  await assertCurrentPassword(db, member, oldPassword, 'oldPassword');
  await setPassword(db, member, newPassword, { keepSessionId: auth.sessionId });
}

/** The member's current password, or V00001 on `field`; a wrong one counts against the account like a failed login. */
export async function assertCurrentPassword(db: Db, member: MemberRow, password: string, field: string) {
  const rule = { key: `login-fail:account:${member.email}`, ...LIMITS.loginFailuresPerAccount };
  const verdict = await consumeRate(db, rule);
  if (!verdict.allowed) throw tooMany('L00003', verdict.retryAfter);
  if (!(await verifyPassword(member.passwordHash, password))) throw fieldFailure(field, '目前的密碼不正確');
  await refundRate(db, rule.key);
}
