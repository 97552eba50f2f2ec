import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../staff/roles';
import type { StaffNoticePrefs } from '../../staff/notice-prefs';
import type { AuditRecordKind } from '../../staff/audit-actions';
import { createdAt, money, twoFactorColumns } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

// ── Dealers and staff ───────────────────────────────────────────────────

/** The dealer network: each dealer serves the cities listed; a pre-order goes to the dealer of the member's city. */
export const dealers = pgTable('dealers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  cities: jsonb('cities').$type<string[]>().notNull().default([]),
  /** The largest discount (NT$ a quote) its salespeople may give without the manager's approval; set by the manager. */
  quoteDiscountLimit: money('quote_discount_limit').notNull().default(0),
  createdAt: createdAt(),
});

/** The maker's and the dealers' people; separate from members, always with two-factor sign-in. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role').$type<StaffRole>().notNull(),
    /** The dealer of a dealer role; null for headquarters, marketing and administrators. */
    dealerCode: text('dealer_code').references(() => dealers.code),
    /** Null until the account's owner has set it through the one-time link. */
    passwordHash: text('password_hash'),
    ...twoFactorColumns(),
    /** Only the choices the person made; a notice missing here is on (DEFAULT_STAFF_NOTICE_PREFS). */
    noticePrefs: jsonb('notice_prefs').$type<Partial<StaffNoticePrefs>>().notNull().default({}),
    disabledAt: at('disabled_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_accounts_email_key').on(t.email)],
);

/** A signed-in console: idle for 30 minutes or older than 10 hours, it ends. Only the token's hash is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Single-use tokens of the console's sign-in: 'setup' (set the password and enrol the authenticator,
 * 72 hours) and 'challenge' (the step between the password and the code, 5 minutes).
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'setup' | 'challenge'>().notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('staff_tokens_staff_idx').on(t.staffId)],
);

/**
 * Who changed what, when, from what to what: one row per change, written in the change's own
 * transaction. Append-only: a trigger refuses UPDATE and DELETE (migration 0006).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    /** Null for the shell (`npm run staff`); actor then names it. */
    staffId: uuid('staff_id').references(() => staffAccounts.id),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    recordKind: text('record_kind').$type<AuditRecordKind>().notNull(),
    recordId: uuid('record_id'),
    recordNumber: text('record_number').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_record_idx').on(t.recordKind, t.recordId),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);
