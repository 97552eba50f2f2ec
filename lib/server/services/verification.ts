import 'server-only';
import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { members, verifications } from '../db/schema';
import { ApiFailure, notFound, tooMany } from '../core/api-failure';
import { CODE_MAX_ATTEMPTS, CODE_MAX_SENDS, CODE_RESEND_COOLDOWN_S, CODE_TTL_MS, LIMITS } from '../auth/policy';
import { consumeRate, peekRate, refundRate } from '../rate-limit';
import { securityEvent } from '../security-events';
import { newCode, sameHash, sha256 } from '../auth/tokens';
import { verifyPassword } from '../auth/passwords';

export type Purpose = 'register' | 'forget' | 'email-change';
type Verification = typeof verifications.$inferSelect;

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

type OpenInput = { purpose: Purpose; memberId: string | null; email: string; decoy?: boolean; passwordHash?: string };

/**
 * Opens a verification and returns its tempUuid with the code to mail. A decoy (no code) answers
 * exactly like a real one but no code ever matches it: used for unknown or already taken addresses.
 * Refused (C00002) while the address's budget of wrong codes is spent.
 */
export async function openVerification(db: Executor, input: OpenInput) {
  await assertCodeBudget(db, input.email);
  return insertVerification(db, input);
}

async function insertVerification(db: Executor, input: OpenInput) {
  const id = crypto.randomUUID();
  const code = newCode();
  await db.insert(verifications).values({
    id,
    purpose: input.purpose,
    memberId: input.memberId,
    email: input.email,
    codeHash: input.decoy ? null : codeHash(id, code),
    passwordHash: input.decoy ? (input.passwordHash ?? null) : null,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return { tempUuid: id, code };
}

/**
 * The address's open verification for a purpose (a member's, or a decoy when `memberId` is null) with
 * a new code when the resend rules allow (`due`), else a new verification: repeated requests answer
 * one tempUuid and send at most what a resend may, for a member and an unknown address alike.
 */
export async function reuseOrOpen(db: Executor, input: OpenInput) {
  await assertCodeBudget(db, input.email);
  const [open] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.email, input.email),
        eq(verifications.purpose, input.purpose),
        input.memberId ? eq(verifications.memberId, input.memberId) : isNull(verifications.memberId),
        isNull(verifications.consumedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  if (!open) return { ...(await insertVerification(db, input)), due: true };
  const renewed = await tryRenew(db, open.id, input.purpose);
  return { tempUuid: open.id, code: renewed.code, due: renewed.row !== undefined };
}

async function load(db: Executor, id: string, purpose: Purpose): Promise<Verification> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.id, id), eq(verifications.purpose, purpose)));
  if (!row) throw notFound();
  return row;
}

/** Seconds until a verification last sent at `lastSentAt` may send again (0: now). */
export const cooldownLeft = (lastSentAt: Date, now = Date.now()) =>
  Math.max(0, (lastSentAt.getTime() + CODE_RESEND_COOLDOWN_S * 1000 - now) / 1000);

/**
 * A new code for an open verification if the resend rules allow it (60 s apart, at most
 * CODE_MAX_SENDS in all); `row` is undefined when they do not. The conditions are part of the
 * update, so parallel resends send one code, not several that undo each other.
 */
async function tryRenew(db: Executor, id: string, purpose: Purpose) {
  const code = newCode();
  const [row] = await db
    .update(verifications)
    .set({
      codeHash: sql`case when ${verifications.codeHash} is null then null else ${codeHash(id, code)} end`,
      attempts: 0,
      sends: sql`${verifications.sends} + 1`,
      lastSentAt: new Date(),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    })
    .where(
      and(
        eq(verifications.id, id),
        eq(verifications.purpose, purpose),
        isNull(verifications.consumedAt),
        lt(verifications.sends, CODE_MAX_SENDS),
        lt(verifications.lastSentAt, new Date(Date.now() - CODE_RESEND_COOLDOWN_S * 1000)),
      ),
    )
    .returning();
  return { row: row as Verification | undefined, code };
}

/** A new code for an open verification (a resend call): C00001/C00002 when the rules refuse it. */
export async function renewCode(db: Executor, id: string, purpose: Purpose) {
  const current = await load(db, id, purpose);
  await assertCodeBudget(db, current.email);
  const { row, code } = await tryRenew(db, id, purpose);
  if (row) return { row, code, real: row.codeHash !== null };
  const latest = await load(db, id, purpose);
  if (latest.consumedAt) throw new ApiFailure('C00001', { message: '這次驗證已經完成，無需重新寄送驗證碼' });
  if (latest.sends >= CODE_MAX_SENDS) {
    throw new ApiFailure('C00002', { message: '重寄次數已達上限，請重新申請', headers: { 'Retry-After': String(CODE_TTL_MS / 1000) } });
  }
  throw tooMany('C00002', cooldownLeft(latest.lastSentAt));
}

/** The budget of wrong codes of one address, across all its verifications (LIMITS.wrongCodesPerAddress). */
const budgetRule = (email: string) => ({ key: `code-wrong:${email}`, ...LIMITS.wrongCodesPerAddress });

/** No code is sent to an address while its budget of wrong codes is spent. */
async function assertCodeBudget(db: Executor, email: string) {
  const verdict = await peekRate(db, budgetRule(email));
  if (!verdict.allowed) throw tooMany('C00002', verdict.retryAfter);
}

/**
 * Counts a code check against its address's budget before the comparison (the right code is given
 * back), so parallel guesses over many verifications cannot exceed it. The check that spends it ends
 * every open code of the address.
 */
async function spendCodeBudget(db: Executor, row: Verification) {
  const verdict = await consumeRate(db, budgetRule(row.email));
  if (verdict.allowed) return;
  if (verdict.count === LIMITS.wrongCodesPerAddress.limit + 1) {
    await db
      .update(verifications)
      .set({ attempts: CODE_MAX_ATTEMPTS })
      .where(and(eq(verifications.email, row.email), isNull(verifications.consumedAt)));
    await securityEvent(db, 'code-budget-spent', row.email, { purpose: row.purpose, wrongCodes: LIMITS.wrongCodesPerAddress.limit });
  }
  throw tooMany('C00002', verdict.retryAfter);
}

const CODE_USED = '此驗證碼已使用過，無需再次驗證';
const CODE_EXPIRED = '驗證碼已過期，請重新寄送驗證碼';

/**
 * Checks a code: C00001 when wrong, used or expired, C00002 once CODE_MAX_ATTEMPTS tries are spent.
 * Each try is counted before the comparison and the right code is consumed in one statement, so
 * parallel guesses cannot exceed the limit and a code serves once. Call it outside a transaction:
 * a rolled-back try would not count.
 */
export async function consumeCode(db: Executor, id: string, purpose: Purpose, code: string): Promise<Verification> {
  const row = await claimTry(db, id, purpose);
  await spendCodeBudget(db, row);
  const matches = row.codeHash !== null && sameHash(row.codeHash, codeHash(id, code));
  if (matches) await refundRate(db, budgetRule(row.email).key);
  // Only the holder of the right code learns why it no longer works; a wrong code is just wrong.
  if (matches && row.consumedAt) throw new ApiFailure('C00001', { message: CODE_USED });
  if (matches && row.expiresAt.getTime() <= Date.now()) throw new ApiFailure('C00001', { message: CODE_EXPIRED });
  if (!matches || row.consumedAt) throw new ApiFailure('C00001');
  const [consumed] = await db
    .update(verifications)
    .set({ consumedAt: new Date() })
    .where(and(eq(verifications.id, id), isNull(verifications.consumedAt)))
    .returning();
  if (!consumed) throw new ApiFailure('C00001');
  return consumed;
}

/** Counts one try of a code, or C00002 once CODE_MAX_ATTEMPTS are spent; the row as it is now. */
async function claimTry(db: Executor, id: string, purpose: Purpose): Promise<Verification> {
  const [row] = await db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(and(eq(verifications.id, id), eq(verifications.purpose, purpose), lt(verifications.attempts, CODE_MAX_ATTEMPTS)))
    .returning();
  if (row) return row;
  const existing = await load(db, id, purpose);
  throw tooMany('C00002', Math.max(1, (existing.expiresAt.getTime() - Date.now()) / 1000));
}

/**
 * Whether `password` is the one set at this registration (the pending member's, or a decoy's kept on
 * the verification); a wrong one spends a try of the code as a wrong code would. An unknown or
 * replaced registration has no password to compare: the code check answers for it.
 */
export async function isRegistrant(db: Executor, id: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ decoyHash: verifications.passwordHash, memberHash: members.passwordHash })
    .from(verifications)
    .leftJoin(members, eq(members.id, verifications.memberId))
    .where(and(eq(verifications.id, id), eq(verifications.purpose, 'register')));
  const hash = row?.memberHash ?? row?.decoyHash;
  if (!hash || (await verifyPassword(hash, password))) return true;
  await claimTry(db, id, 'register');
  return false;
}

/** The newest open verification of a member for a purpose (to resume registration after login). */
export async function latestOpen(db: Executor, memberId: string, purpose: Purpose, email?: string) {
  const [row] = await db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.memberId, memberId),
        eq(verifications.purpose, purpose),
        isNull(verifications.consumedAt),
        email ? eq(verifications.email, email) : undefined,
      ),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The tempUuid of an open registration decoy for this address whose password matches: someone
 * registered a taken address, and logging in with what they registered must answer L00005 exactly as
 * it would for an address that was free. Always one hash check, whether or not there is a decoy.
 */
export async function matchingDecoy(db: Executor, email: string, password: string): Promise<string | null> {
  const [decoy] = await db
    .select({ id: verifications.id, passwordHash: verifications.passwordHash })
    .from(verifications)
    .where(
      and(
        eq(verifications.email, email),
        eq(verifications.purpose, 'register'),
        isNull(verifications.memberId),
        isNotNull(verifications.passwordHash),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  // Without a decoy the stand-in hash is checked: the answer takes as long either way.
  const matches = await verifyPassword(decoy?.passwordHash, password);
  return decoy && matches ? decoy.id : null;
}

/** A new password: every forgot-password code and reset token of the member ends with the old one. */
export async function endForgetVerifications(db: Executor, memberId: string) {
  await db
    .update(verifications)
    .set({ consumedAt: sql`coalesce(${verifications.consumedAt}, now())`, resetTokenHash: null, resetExpiresAt: null })
    .where(
      and(
        eq(verifications.memberId, memberId),
        eq(verifications.purpose, 'forget'),
        or(isNull(verifications.consumedAt), isNotNull(verifications.resetTokenHash)),
      ),
    );
}
