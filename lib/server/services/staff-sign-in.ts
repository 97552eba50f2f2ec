import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { staffAccounts } from '../db/staff-schema';
import { ApiFailure, tooMany } from '../core/api-failure';
import { verifyPassword } from '../auth/passwords';
import { accountFailureKey, claimLoginTry, forgetLoginTries, secondFactorRule } from '../auth/login-throttle';
import { LIMITS } from '../auth/policy';
import type { SessionDevice } from '../auth/sessions';
import { createStaffSession, issueStaffChallenge, spendStaffToken, staffOfToken } from '../auth/staff-sessions';
import { consumeRate, clearRate, refundRate } from '../rate-limit';
import { securityEvent } from '../security-events';
import { acceptCode, type CodeSpent } from './second-factor';
import { ipRule } from './login';

type StaffRow = typeof staffAccounts.$inferSelect;

/** Staff accounts count their failures apart from members' (one address may be both). */
const account = (email: string) => `staff:${email.trim().toLowerCase()}`;

export const staffByEmail = async (db: Executor, email: string): Promise<StaffRow | undefined> =>
  (await db.select().from(staffAccounts).where(eq(staffAccounts.email, email.trim().toLowerCase())))[0];

export const staffById = async (db: Executor, id: string): Promise<StaffRow | undefined> =>
  (await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)))[0];

/**
 * POST /staff/login/v1: the password, then always a second step (L00006 with a challenge). Throttled
 * and timed as the members' login: an unknown, disabled or unfinished account checks a decoy hash and
 * answers L00002 like a wrong password.
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
    throw new ApiFailure('L00002');
  }
  await forgetLoginTries(db, account(email), ip);
  await refundRate(db, ipRule(ip).key);
  return { code: 'L00006', challenge: await issueStaffChallenge(db, usable.id) };
}

const challengeLapsed = () => new ApiFailure('C00001', { message: '登入驗證已逾時或已使用，請重新輸入帳號密碼' });

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

/** POST /staff/login/v1/two-factor: the challenge and a code open a console session (L00001). */
export async function completeStaffLogin(db: Db, challenge: string, code: string, ip: string, device: SessionDevice) {
  const staffId = await staffOfToken(db, challenge, 'challenge');
  const staff = staffId ? await staffById(db, staffId) : undefined;
  if (!staff || staff.disabledAt) throw challengeLapsed();
  await acceptStaffCode(db, staff, code, ip);
  if (!(await spendStaffToken(db, challenge))) throw challengeLapsed();
  await clearRate(db, secondFactorRule(account(staff.email)).key);
  await securityEvent(db, 'staff-login', account(staff.email), { role: staff.role });
  return { code: 'L00001' as const, token: await createStaffSession(db, staff.id, device) };
}
