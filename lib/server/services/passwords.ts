import 'server-only';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, verifications } from '../db/schema';
import { ApiFailure, fieldFailure } from '../http/api-failure';
import { RESET_TOKEN_TTL_MS } from '../auth/policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeMemberSessions, type AuthContext } from '../auth/sessions';
import { newToken, sha256 } from '../auth/tokens';
import { forgetCodeMail, passwordChangedMail } from '../mail/templates';
import { dispatchMail, queueMail } from '../mail/outbox';
import { memberByEmail, memberById } from './member-info';
import { assertPasswordAllowed } from './registration';
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

async function setPassword(db: Db, memberId: string, newPassword: string, keepSessionId?: string) {
  const member = await memberById(db, memberId);
  assertPasswordAllowed(newPassword, 'newPassword');
  if (await verifyPassword(member.passwordHash, newPassword)) throw fieldFailure('newPassword', '新密碼不可與目前的密碼相同');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(members.id, memberId));
    await revokeMemberSessions(tx, memberId, keepSessionId);
    await queueMail(tx, passwordChangedMail(member.email));
  });
  dispatchMail();
}

/** PUT /login/v1/reset: with a reset token, or with the L00004 session; every session ends. */
export async function resetPassword(db: Db, input: { resetToken?: string; auth: AuthContext | null; newPassword: string }) {
  if (input.resetToken) {
    const [verification] = await db
      .select()
      .from(verifications)
      .where(
        and(
          eq(verifications.resetTokenHash, sha256(input.resetToken)),
          gt(verifications.resetExpiresAt, new Date()),
          isNotNull(verifications.memberId),
        ),
      );
    if (!verification?.memberId) throw new ApiFailure('A00005', { message: '重設連結已失效，請重新申請忘記密碼' });
    await setPassword(db, verification.memberId, input.newPassword);
    await db.update(verifications).set({ resetTokenHash: null, resetExpiresAt: null }).where(eq(verifications.id, verification.id));
    return;
  }
  if (!input.auth) throw new ApiFailure('A00001');
  await setPassword(db, input.auth.memberId, input.newPassword);
}

/** PUT /member/member/v1/reset: the old password proves it is the member; other sessions end. */
export async function changePassword(db: Db, auth: AuthContext, oldPassword: string, newPassword: string) {
  const member = await memberById(db, auth.memberId);
  if (!(await verifyPassword(member.passwordHash, oldPassword))) throw fieldFailure('oldPassword', '目前的密碼不正確');
  await setPassword(db, auth.memberId, newPassword, auth.sessionId);
}
