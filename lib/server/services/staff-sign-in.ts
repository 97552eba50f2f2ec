import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { staffAccounts } from '../db/staff-schema';
import { ApiFailure, challengeLapsed, tooMany } from '../core/api-failure';
import { verifyPassword } from '../auth/passwords';
import { accountFailureKey, claimLoginTry, forgetLoginTries, secondFactorRule } from '../auth/login-throttle';
import { LIMITS } from '../auth/policy';
import type { SessionDevice } from '../auth/sessions';
import {
  createStaffSession,
  endStaffSession,
  issueStaffChallenge,
  spendStaffToken,
  staffOfToken,
  type StaffContext,
} from '../auth/staff-sessions';
import { consumeRate, clearRate, refundRate } from '../rate-limit';
import { securityEvent } from '../security-events';
import { acceptCode, type CodeSpent } from './second-factor';
import { ipRule } from './login';
import { accountActor, NOT_SIGNED_IN } from './sales/actor';
import { appendAudit, appendAuditOfAccount } from './sales/audit';
import { RECOVERY_CODES } from '@/lib/words/account';

type StaffRow = typeof staffAccounts.$inferSelect;

/** Staff accounts count their failures apart from members' (one address may be both). */
const account = (email: string) => `staff:${email.trim().toLowerCase()}`;

export const staffByEmail = async (db: Executor, email: string): Promise<StaffRow | undefined> =>
  (await db.select().from(staffAccounts).where(eq(staffAccounts.email, email.trim().toLowerCase())))[0];

export const staffById = async (db: Executor, id: string): Promise<StaffRow | undefined> =>
  (await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)))[0];

/**
 * Failed passwords of an account the audit shows in an hour: the administrator sees that someone tries,
 * nobody can flood the audit. The security log counts every one, a name that is no account's too (by
 * a keyed hash: such a name is often a password typed in the wrong box, so it is never written down).
 */
const AUDITED_FAILURES_AN_HOUR = 5;

const whyRefused = (found: StaffRow | undefined) =>
  found?.disabledAt ? '帳號已停用' : found?.totpSecret ? '密碼錯誤' : '尚未完成帳號設定';

/**
 * POST /staff/login/v1: the password, then always a second step (L00006 with a challenge). Throttled
 * and timed as the members' login: an unknown, disabled or unfinished account checks a decoy hash and
 * answers L00002 like a wrong password; the audit entry of an account's failure is one statement
 * whether or not the account exists.
 */
export async function staffLogin(db: Db, email: string, password: string, ip: string): Promise<{ code: 'L00006'; challenge: string }> {
  const verdict = await consumeRate(db, ipRule(ip));
  if (!verdict.allowed) {
    await securityEvent(db, 'login-throttled', account(email), { scope: 'source', retryAfter: Math.ceil(verdict.retryAfter) });
    throw tooMany('L00003', verdict.retryAfter, 'staff');
  }
  await claimLoginTry(db, account(email), ip, 'staff');
  const found = await staffByEmail(db, email);
  const usable = found && !found.disabledAt && found.totpSecret ? found : undefined;
  const valid = await verifyPassword(usable?.passwordHash, password);
  if (!usable || !valid) {
    const { count } = await consumeRate(db, { key: accountFailureKey(account(email)), ...LIMITS.loginFailuresPerAccount });
    await securityEvent(db, 'login-failed', account(email), { failuresThisHour: count });
    if (count <= AUDITED_FAILURES_AN_HOUR) {
      await appendAuditOfAccount(db, NOT_SIGNED_IN, email, {
        action: 'staff.sign-in-failed',
        after: { 來源位址: ip, 原因: whyRefused(found), 本小時失敗次數: count },
      });
    }
    throw new ApiFailure('L00002');
  }
  await forgetLoginTries(db, account(email), ip);
  await refundRate(db, ipRule(ip).key);
  return { code: 'L00006', challenge: await issueStaffChallenge(db, usable.id) };
}

async function spendOn(db: Executor, staff: StaffRow, change: CodeSpent): Promise<boolean> {
  const unchanged = and(
    eq(staffAccounts.id, staff.id),
    staff.totpLastStep === null ? isNull(staffAccounts.totpLastStep) : eq(staffAccounts.totpLastStep, staff.totpLastStep),
    sql`${staffAccounts.recoveryCodeHashes} = ${JSON.stringify(staff.recoveryCodeHashes)}::jsonb`,
  );
  return (await db.update(staffAccounts).set(change).where(unchanged).returning({ id: staffAccounts.id })).length > 0;
}

/** Checks a staff member's TOTP or recovery code against the account's and the address's budgets. */
export const acceptStaffCode = (db: Db, staff: StaffRow, code: string, ip: string) =>
  acceptCode(
    db,
    { ...staff, email: account(staff.email) },
    code,
    [secondFactorRule(account(staff.email)), ipRule(ip)],
    (change) => spendOn(db, staff, change),
    'staff',
  );

/** POST /staff/login/v1/two-factor: the challenge and a code open a console session (L00001); audited, as a wrong code is. */
export async function completeStaffLogin(db: Db, challenge: string, code: string, ip: string, device: SessionDevice) {
  const staffId = await staffOfToken(db, challenge, 'challenge');
  const staff = staffId ? await staffById(db, staffId) : undefined;
  if (!staff || staff.disabledAt) throw challengeLapsed();
  const record = { recordKind: 'staff' as const, recordId: staff.id, recordNumber: staff.email };
  // Only someone who knows the password gets here, at most LIMITS.wrongSecondFactorCodesPerAccount times an hour.
  const accepted = await acceptStaffCode(db, staff, code, ip).catch(async (error: unknown) => {
    if (error instanceof ApiFailure && error.code === 'C00001') {
      await appendAudit(db, NOT_SIGNED_IN, { action: 'staff.sign-in-failed', ...record, after: { 來源位址: ip, 原因: '驗證碼錯誤' } });
    }
    throw error;
  });
  if (!(await spendStaffToken(db, challenge))) throw challengeLapsed();
  await clearRate(db, secondFactorRule(account(staff.email)).key);
  await securityEvent(db, 'staff-login', account(staff.email), { role: staff.role });
  const token = await db.transaction(async (tx) => {
    const opened = await createStaffSession(tx, staff.id, device);
    await appendAudit(tx, accountActor(staff), {
      action: 'staff.sign-in',
      ...record,
      after: { 來源位址: ip, 瀏覽器: device.userAgent, 驗證方式: accepted.kind === 'totp' ? '驗證器 App' : RECOVERY_CODES },
    });
    return opened;
  });
  return { code: 'L00001' as const, token };
}

/** POST /staff/login/v1/logout: ends this console session; audited. */
export async function staffLogout(db: Db, staff: StaffContext) {
  await db.transaction(async (tx) => {
    if (!(await endStaffSession(tx, staff.sessionId))) return;
    await appendAudit(tx, accountActor({ ...staff, id: staff.staffId }), {
      action: 'staff.sign-out',
      recordKind: 'staff',
      recordId: staff.staffId,
      recordNumber: staff.email,
    });
  });
}
