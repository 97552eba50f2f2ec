import 'server-only';
import { createHmac } from 'node:crypto';
import type { Executor } from './db/client';
import { serverKey } from './auth/server-key';
import { logger } from './core/logger';

/** What ASVS 16.3.1 asks to be logged about accounts, and what the browsers report blocked. */
export type SecurityEventName =
  | 'login-failed'
  | 'login-throttled'
  | 'login-failures-alert'
  | 'mail-throttled'
  | 'mail-dropped'
  | 'code-budget-spent'
  | 'email-changed'
  | 'email-change-undone'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'two-factor-failed'
  | 'recovery-code-used'
  | 'recovery-codes-regenerated'
  | 'sessions-ended'
  | 'staff-login'
  | 'staff-setup-completed'
  | 'staff-account-changed'
  | 'staff-calls-throttled'
  | 'staff-records-harvest'
  | 'csp-violation';

/** A keyed hash of an account (its e-mail address or id): one target can be traced, nobody can read it back. */
export async function accountTag(db: Executor, account: string): Promise<string> {
  const key = await serverKey(db, 'log-hash');
  return createHmac('sha256', key).update(account.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * Writes one security event to the log. `account` is hashed; `detail` must hold no address, code,
 * token or password (a reason, a count, a purpose).
 */
export async function securityEvent(
  db: Executor,
  event: SecurityEventName,
  account: string | null,
  detail: Record<string, string | number | boolean> = {},
): Promise<void> {
  const tag = account ? await accountTag(db, account) : null;
  logger.warn({ security: event, account: tag, ...detail });
}
