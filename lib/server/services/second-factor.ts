import 'server-only';
import type { Db } from '../db/client';
import { ApiFailure, tooMany, type SignInAudience } from '../core/api-failure';
import { checkSecondFactor, openSecret, type TwoFactorFields } from '../auth/two-factor';
import { consumeRate, refundRate, type RateRule } from '../rate-limit';
import { securityEvent } from '../security-events';

export const wrongCode = () => new ApiFailure('C00001', { message: '驗證碼錯誤，請輸入驗證器 App 上目前的 6 位數驗證碼或一組備用碼' });

export type CodeSpent = { totpLastStep: number } | { recoveryCodeHashes: string[] };

/** An account with two-factor sign-in, member or staff: its id, its address for the security log, its fields. */
export type CodeOwner = { id: string; email: string } & Pick<TwoFactorFields, 'totpSecret' | 'totpLastStep' | 'recoveryCodeHashes'>;

/**
 * Checks a TOTP or recovery code of an account with two-factor sign-in on, counting it against `rules`
 * (the login failure limits: L00003 past them) and giving the count back when it is right. The code
 * is spent (by `spend`, on the owner's row) in the same statement that checks nobody else spent it:
 * a code works once.
 */
export async function acceptCode(
  db: Db,
  owner: CodeOwner,
  code: string,
  rules: RateRule[],
  spend: (change: CodeSpent) => Promise<boolean>,
  audience: SignInAudience = 'member',
) {
  for (const rule of rules) {
    const verdict = await consumeRate(db, rule);
    if (!verdict.allowed) throw tooMany('L00003', verdict.retryAfter, audience);
  }
  const secret = owner.totpSecret ? await openSecret(db, owner.id, owner.totpSecret) : null;
  const accepted = secret ? await checkSecondFactor(secret, owner, code) : null;
  const spent =
    accepted &&
    (await spend(accepted.kind === 'totp' ? { totpLastStep: accepted.totpLastStep } : { recoveryCodeHashes: accepted.recoveryCodeHashes }));
  if (!accepted || !spent) {
    await securityEvent(db, 'two-factor-failed', owner.email, { remainingRecoveryCodes: owner.recoveryCodeHashes.length });
    throw wrongCode();
  }
  for (const rule of rules) await refundRate(db, rule.key);
  if (accepted.kind === 'recovery') {
    await securityEvent(db, 'recovery-code-used', owner.email, { remainingRecoveryCodes: accepted.recoveryCodeHashes.length });
  }
  return accepted;
}
