import 'server-only';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { ApiFailure, tooMany } from '../core/api-failure';
import { LIMITS } from '../auth/policy';
import { verifyPassword } from '../auth/passwords';
import { createSession, type SessionDevice } from '../auth/sessions';
import { openLoginChallenge } from '../auth/login-challenges';
import { isTwoFactorOn } from '../auth/two-factor';
import { consumeRate, refundRate } from '../rate-limit';
import { accountFailureKey, claimLoginTry, forgetLoginTries } from '../auth/login-throttle';
import { securityEvent } from '../security-events';
import { dispatchMail } from '../mail/outbox';
import { mailRegistrationCode } from './registration';
import { memberByEmail } from './member-info';
import { isLapsedPending } from './pending-members';
import { latestOpen, matchingDecoy } from './verification';

export type LoginOutcome =
  | { code: 'L00001' | 'L00004'; token: string; memberUuid: string }
  | { code: 'L00005'; tempUuid: string }
  | { code: 'L00006'; challenge: string };

export const ipRule = (ip: string) => ({ key: `login-fail:ip:${ip}`, ...LIMITS.loginFailuresPerIp });

/**
 * POST /login/v1. Unknown accounts are checked against a decoy hash, and every failure checks
 * a registration decoy's hash (or a stand-in) too, so every wrong answer takes as long. Each attempt
 * is counted as a failure before the password is checked and given back when it is right: per source
 * address over all accounts (300 an hour), and per account and source address, whose waits grow
 * (LOGIN_THROTTLE). Nobody elsewhere can keep the owner out: the account alone is never refused.
 */
export async function login(db: Db, account: string, password: string, ip: string, device?: SessionDevice): Promise<LoginOutcome> {
  const verdict = await consumeRate(db, ipRule(ip));
  if (!verdict.allowed) {
    await securityEvent(db, 'login-throttled', account, { scope: 'source', retryAfter: Math.ceil(verdict.retryAfter) });
    throw tooMany('L00003', verdict.retryAfter);
  }
  await claimLoginTry(db, account, ip);
  const found = await memberByEmail(db, account);
  // A registration left unverified for a day is no account: its address answers like a free one.
  const member = found && !isLapsedPending(found) ? found : null;
  const valid = await verifyPassword(member?.passwordHash, password);
  if (!member || !valid) {
    // Is it what someone registered this taken address with? matchingDecoy checks a hash whether or
    // not there is such a registration, so every failure costs two checks: a known address (with or
    // without a decoy) takes as long as an unknown one.
    const pendingDecoy = await matchingDecoy(db, account, password);
    // As a real pending member's answer: the address's try comes back, the pair's failures stand (a
    // decoy's password must not wipe the waits of the address guessing at the account).
    if (pendingDecoy) {
      await refundRate(db, ipRule(ip).key);
      return { code: 'L00005', tempUuid: pendingDecoy };
    }
    await noteFailure(db, account);
    throw new ApiFailure('L00002');
  }
  if (member.status === 'pending') {
    await refundRate(db, ipRule(ip).key);
    return { code: 'L00005', tempUuid: await resumeRegistration(db, member) };
  }
  await giveBackTry(db, account, ip);
  // The code's own budget (secondFactorRule) stands until a code is right: the password resets none of it.
  if (member.status === 'active' && isTwoFactorOn(member)) return { code: 'L00006', challenge: await openLoginChallenge(db, member.id) };
  if (member.mustChangePassword) {
    return { code: 'L00004', token: await createSession(db, member.id, 'password-change', device), memberUuid: member.id };
  }
  return { code: 'L00001', token: await createSession(db, member.id, 'web', device), memberUuid: member.id };
}

/** A right password of an account was not a failure. */
async function giveBackTry(db: Db, account: string, ip: string) {
  await forgetLoginTries(db, account, ip);
  await refundRate(db, ipRule(ip).key);
}

/** Logs a failed login, and once an hour's failures of the account from everywhere reach the alert level. */
async function noteFailure(db: Db, account: string) {
  const { count } = await consumeRate(db, { key: accountFailureKey(account), ...LIMITS.loginFailuresPerAccount });
  await securityEvent(db, 'login-failed', account, { failuresThisHour: count });
  if (count === LIMITS.loginFailuresPerAccount.limit) await securityEvent(db, 'login-failures-alert', account, { failuresThisHour: count });
}

/** A pending member who logs in gets the open verification back, or a fresh code if it lapsed. */
async function resumeRegistration(db: Db, member: typeof members.$inferSelect): Promise<string> {
  const open = await latestOpen(db, member.id, 'register');
  if (open && open.expiresAt.getTime() > Date.now()) return open.id;
  const tempUuid = await db.transaction((tx) => mailRegistrationCode(tx, member));
  dispatchMail();
  return tempUuid;
}
