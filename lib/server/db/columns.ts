import { bigint, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An amount of NT$ (issue 35): 64-bit in the database, a number in JavaScript, which holds it exactly as
 * every amount stays within lib/format/money.ts's limits, far below Number.MAX_SAFE_INTEGER.
 */
export const money = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The stored fields of TOTP two-factor sign-in (lib/server/auth/two-factor.ts), for any kind of account. */
export const twoFactorColumns = () => ({
  /** The TOTP secret, AES-256-GCM under serverKey('totp-secret'); set once the first code is accepted. */
  totpSecret: text('totp_secret'),
  /** A secret being set up, not yet confirmed by a code. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last accepted time step: a code of that step or earlier is refused. */
  totpLastStep: integer('totp_last_step'),
  /** argon2id hashes of the unused recovery codes. */
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  /** When it was turned on: an e-mail undo takes away a second factor added after the change it undoes. */
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
});
