import 'server-only';
import type { Db } from '../db/client';
import { challengeLapsed } from '../core/api-failure';
import { challengedMember, closeLoginChallenge } from '../auth/login-challenges';
import { createSession, type SessionDevice } from '../auth/sessions';
import { clearRate } from '../rate-limit';
import { memberById } from './member-info';
import { secondFactorRule } from '../auth/login-throttle';
import { ipRule, type LoginOutcome } from './login';
import { acceptSecondFactor } from './member-two-factor';

/**
 * POST /login/v1/two-factor: the L00006 challenge and a TOTP or recovery code finish the login as the
 * password would have (L00001, or L00004 when the password must change). Wrong codes spend the
 * account's code budget (from anywhere) and the address's failures.
 */
export async function completeTwoFactorLogin(
  db: Db,
  challenge: string,
  code: string,
  ip: string,
  device: SessionDevice,
): Promise<Extract<LoginOutcome, { token: string }>> {
  const memberId = await challengedMember(db, challenge);
  if (!memberId) throw challengeLapsed();
  const member = await memberById(db, memberId);
  await acceptSecondFactor(db, member, code, [secondFactorRule(member.email), ipRule(ip)]);
  if (!(await closeLoginChallenge(db, challenge))) throw challengeLapsed();
  await clearRate(db, secondFactorRule(member.email).key);
  const purpose = member.mustChangePassword ? 'password-change' : 'web';
  const token = await createSession(db, member.id, purpose, device);
  return { code: member.mustChangePassword ? 'L00004' : 'L00001', token, memberUuid: member.id };
}
