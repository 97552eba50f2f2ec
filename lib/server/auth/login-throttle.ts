import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginFailures } from '../db/schema';
import { tooMany, type SignInAudience } from '../core/api-failure';
import { clearRate } from '../rate-limit';
import { securityEvent } from '../security-events';
import { LIMITS, LOGIN_THROTTLE } from './policy';

/** The account-wide failure counter: for alerts only, never a refusal. */
export const accountFailureKey = (account: string) => `login-fail:account:${account}`;

/** The budget of wrong two-factor codes of an account, wherever they come from. */
export const secondFactorRule = (account: string) => ({
  key: `two-factor-fail:account:${account}`,
  ...LIMITS.wrongSecondFactorCodesPerAccount,
});

/**
 * Counts a password try of `account` from `source` as a failure before the password is checked (a
 * right one calls forgetLoginTries), or refuses it with L00003 while the pair waits. One statement,
 * so parallel guesses of a pair cannot slip past its wait: the row lock orders them.
 */
export async function claimLoginTry(db: Executor, account: string, source: string, audience: SignInAudience = 'member'): Promise<void> {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds, windowSeconds } = LOGIN_THROTTLE;
  const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
  const failures = sql`case when ${loginFailures.lastFailedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`;
  // The wait after the failure counted: 0 while free, then firstDelaySeconds doubling up to the cap.
  const wait = (count: typeof failures) =>
    sql`now() + make_interval(secs => case when ${count} < ${freeFailures} then 0 else least(${maxDelaySeconds}, ${firstDelaySeconds} * power(2, ${count} - ${freeFailures})) end)`;
  const [counted] = await db
    .insert(loginFailures)
    .values({ account, source, failures: 1, lastFailedAt: sql`now()`, waitUntil: wait(sql`1`) })
    .onConflictDoUpdate({
      target: [loginFailures.account, loginFailures.source],
      set: { failures, lastFailedAt: sql`now()`, waitUntil: wait(failures) },
      where: sql`${loginFailures.waitUntil} <= now()`,
    })
    .returning({ failures: loginFailures.failures });
  if (counted) return;
  const [waiting] = await db
    .select({ seconds: sql<number>`extract(epoch from ${loginFailures.waitUntil} - now())` })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, account), eq(loginFailures.source, source)));
  const retryAfter = Math.max(1, Number(waiting?.seconds ?? firstDelaySeconds));
  await securityEvent(db, 'login-throttled', account, { scope: 'account-and-source', retryAfter: Math.ceil(retryAfter) });
  throw tooMany('L00003', retryAfter, audience);
}

/** A right password from a pair: its failures are forgotten. */
export async function forgetLoginTries(db: Executor, account: string, source: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.account, account), eq(loginFailures.source, source)));
}

/** A new password: every pair of the account, its account-wide count and its code budget start again. */
export async function clearLoginFailures(db: Executor, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
  await clearRate(db, accountFailureKey(account));
  await clearRate(db, secondFactorRule(account).key);
}
