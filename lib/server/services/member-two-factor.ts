import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { members } from '../db/schema';
import { ApiFailure, tooMany } from '../core/api-failure';
import { checkTotp, isTwoFactorOn, TWO_FACTOR_OFF, newEnrolment, newRecoveryCodes, openSecret, sealSecret } from '../auth/two-factor';
import { consumeRate, refundRate, type RateRule } from '../rate-limit';
import { securityEvent } from '../security-events';
import type { AuthContext } from '../auth/sessions';
import { memberById, type MemberRow } from './member-info';
import { confirmPassword } from './member-passwords';
import { secondFactorRule } from '../auth/login-throttle';
import { endSessionsButThis } from './member-sessions';
import { acceptCode, wrongCode, type CodeSpent } from './second-factor';

/** Checks a member's TOTP or recovery code (see acceptCode), spending it on the member's row. */
export const acceptSecondFactor = (db: Db, member: MemberRow, code: string, rules: RateRule[]) =>
  acceptCode(db, member, code, rules, (change) => spend(db, member, change));

/** Stores what an accepted code changes, only if the fields are still those the code was checked against. */
async function spend(db: Executor, member: MemberRow, change: CodeSpent) {
  const unchanged = and(
    eq(members.id, member.id),
    member.totpLastStep === null ? isNull(members.totpLastStep) : eq(members.totpLastStep, member.totpLastStep),
    sql`${members.recoveryCodeHashes} = ${JSON.stringify(member.recoveryCodeHashes)}::jsonb`,
  );
  const updated = await db.update(members).set(change).where(unchanged).returning({ id: members.id });
  return updated.length > 0;
}

const alreadyOn = () =>
  new ApiFailure('V00001', { message: '兩步驟驗證已經啟用', data: { errors: [{ path: '', message: '兩步驟驗證已經啟用' }] } });
const notOn = () =>
  new ApiFailure('V00001', { message: '兩步驟驗證尚未啟用', data: { errors: [{ path: '', message: '兩步驟驗證尚未啟用' }] } });

/** POST /member/two-factor/v1/setup: with the password, a new pending secret and its QR code. */
export async function setUpTwoFactor(db: Db, auth: AuthContext, ip: string, password: string) {
  const member = await memberById(db, auth.memberId);
  if (isTwoFactorOn(member)) throw alreadyOn();
  await confirmPassword(db, member, password, ip);
  const enrolment = await newEnrolment(member.email);
  await db
    .update(members)
    .set({ totpPendingSecret: await sealSecret(db, member.id, enrolment.secret), updatedAt: new Date() })
    .where(eq(members.id, member.id));
  return enrolment;
}

/**
 * POST /member/two-factor/v1/enable: the first code from the app turns it on and earns the recovery
 * codes; `endOthers` ends the member's other sessions too.
 */
export async function enableTwoFactor(db: Db, auth: AuthContext, code: string, endOthers = false) {
  const member = await memberById(db, auth.memberId);
  if (isTwoFactorOn(member)) throw alreadyOn();
  if (!member.totpPendingSecret)
    throw new ApiFailure('V00001', { message: '請先設定驗證器 App', data: { errors: [{ path: 'code', message: '請先設定驗證器 App' }] } });
  const rule = secondFactorRule(member.email);
  const verdict = await consumeRate(db, rule);
  if (!verdict.allowed) throw tooMany('L00003', verdict.retryAfter);
  const step = await checkTotp(await openSecret(db, member.id, member.totpPendingSecret), code, null);
  if (step === null) throw wrongCode();
  await refundRate(db, rule.key);
  const { codes, hashes } = await newRecoveryCodes();
  const [updated] = await db
    .update(members)
    .set({
      totpSecret: member.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
      recoveryCodeHashes: hashes,
      totpEnabledAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(members.id, member.id), eq(members.totpPendingSecret, member.totpPendingSecret), isNull(members.totpSecret)))
    .returning({ id: members.id });
  if (!updated) throw wrongCode();
  await securityEvent(db, 'two-factor-enabled', member.email);
  if (endOthers) await endSessionsButThis(db, auth, member.email);
  return { recoveryCodes: codes };
}

/** The password and a second factor, as turning it off or making new recovery codes asks. */
async function confirmBoth(db: Db, auth: AuthContext, ip: string, password: string, code: string) {
  const member = await memberById(db, auth.memberId);
  if (!isTwoFactorOn(member)) throw notOn();
  await confirmPassword(db, member, password, ip);
  await acceptSecondFactor(db, member, code, [secondFactorRule(member.email)]);
  return member;
}

/** POST /member/two-factor/v1/disable; `endOthers` ends the member's other sessions too. */
export async function disableTwoFactor(db: Db, auth: AuthContext, ip: string, password: string, code: string, endOthers = false) {
  const member = await confirmBoth(db, auth, ip, password, code);
  await db
    .update(members)
    .set({ ...TWO_FACTOR_OFF, updatedAt: new Date() })
    .where(eq(members.id, member.id));
  await securityEvent(db, 'two-factor-disabled', member.email);
  if (endOthers) await endSessionsButThis(db, auth, member.email);
}

/** POST /member/two-factor/v1/recovery-codes: ten new codes; the old ones stop working; `endOthers` as above. */
export async function regenerateRecoveryCodes(db: Db, auth: AuthContext, ip: string, password: string, code: string, endOthers = false) {
  const member = await confirmBoth(db, auth, ip, password, code);
  const { codes, hashes } = await newRecoveryCodes();
  await db.update(members).set({ recoveryCodeHashes: hashes, updatedAt: new Date() }).where(eq(members.id, member.id));
  await securityEvent(db, 'recovery-codes-regenerated', member.email, { count: codes.length });
  if (endOthers) await endSessionsButThis(db, auth, member.email);
  return { recoveryCodes: codes };
}
