import 'server-only';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { ApiFailure, tooMany } from '../http/api-failure';
import { LIMITS } from '../auth/policy';
import { verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { clearRate, consumeRate, refundRate } from '../rate-limit';
import { dispatchMail } from '../mail/outbox';
import { mailRegistrationCode } from './registration';
import { memberByEmail } from './member-info';
import { isLapsedPending } from './pending-members';
import { latestOpen, matchingDecoy } from './verification';

export type LoginOutcome =
  | { code: 'L00001' | 'L00004'; token: string; memberUuid: string }
  | { code: 'L00005'; tempUuid: string };

const accountRule = (account: string) => ({ key: `login-fail:account:${account}`, ...LIMITS.loginFailuresPerAccount });
const ipRule = (ip: string) => ({ key: `login-fail:ip:${ip}`, ...LIMITS.loginFailuresPerIp });

/**
 * POST /login/v1. Unknown accounts are checked against a decoy hash, and every failure checks
 * a registration decoy's hash (or a stand-in) too, so every wrong answer takes as long. Each attempt is counted as a failure before the password is checked and given back when
 * it is right, so the 101st failure within an hour is refused (L00003) from any address, even when
 * the guesses come in parallel.
 */
export async function login(db: Db, account: string, password: string, ip: string): Promise<LoginOutcome> {
  for (const rule of [accountRule(account), ipRule(ip)]) {
    const verdict = await consumeRate(db, rule);
    if (!verdict.allowed) throw tooMany('L00003', verdict.retryAfter);
  }
  const found = await memberByEmail(db, account);
  // A registration left unverified for a day is no account: its address answers like a free one.
  const member = found && !isLapsedPending(found) ? found : null;
  const valid = await verifyPassword(member?.passwordHash, password);
  if (!member || !valid) {
    // Is it what someone registered this taken address with? matchingDecoy checks a hash whether or
    // not there is such a registration, so every failure costs two checks: a known address (with or
    // without a decoy) takes as long as an unknown one.
    const pendingDecoy = await matchingDecoy(db, account, password);
    if (pendingDecoy) return { code: 'L00005', tempUuid: pendingDecoy };
    throw new ApiFailure('L00002');
  }
  await clearRate(db, accountRule(account).key);
  await refundRate(db, ipRule(ip).key);
  if (member.status === 'pending') return { code: 'L00005', tempUuid: await resumeRegistration(db, member) };
  if (member.mustChangePassword) {
    return { code: 'L00004', token: await createSession(db, member.id, 'password-change'), memberUuid: member.id };
  }
  return { code: 'L00001', token: await createSession(db, member.id, 'web'), memberUuid: member.id };
}

/** A pending member who logs in gets the open verification back, or a fresh code if it lapsed. */
async function resumeRegistration(db: Db, member: typeof members.$inferSelect): Promise<string> {
  const open = await latestOpen(db, member.id, 'register');
  if (open && open.expiresAt.getTime() > Date.now()) return open.id;
  const tempUuid = await db.transaction((tx) => mailRegistrationCode(tx, member));
  dispatchMail();
  return tempUuid;
}
