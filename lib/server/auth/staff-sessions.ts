import 'server-only';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole } from '@/lib/staff/roles';
import type { Executor } from '../db/client';
import { staffAccounts, staffSessions, staffTokens } from '../db/staff-schema';
import { ApiFailure } from '../core/api-failure';
import { LOGIN_CHALLENGE_TTL_MS, SESSION_TOUCH_MS, USER_AGENT_MAX_CHARS } from './policy';
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS } from '@/lib/staff/session-limits';
import { openStaffSession } from './live-staff-session';
import type { SessionDevice } from './sessions';
import { newToken, sha256 } from './tokens';

/** Who is calling the console: the session and the staff member's role and dealer. */
export interface StaffContext {
  sessionId: string;
  staffId: string;
  name: string;
  email: string;
  role: StaffRole;
  dealerCode: string | null;
}

export async function createStaffSession(db: Executor, staffId: string, device: SessionDevice): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + STAFF_SESSION_ABSOLUTE_MS),
    userAgent: device.userAgent.slice(0, USER_AGENT_MAX_CHARS),
    ip: device.ip,
  });
  return token;
}

/** Resolves a `cv-staff-token`: A00005 when unknown, revoked or the account disabled; A00009 when idle 30 minutes or 10 hours old. */
export async function resolveStaffSession(db: Executor, token: string, now = Date.now()): Promise<StaffContext> {
  const [row] = await db
    .select({
      id: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      revokedAt: staffSessions.revokedAt,
      staffId: staffAccounts.id,
      name: staffAccounts.name,
      email: staffAccounts.email,
      role: staffAccounts.role,
      dealerCode: staffAccounts.dealerCode,
      disabledAt: staffAccounts.disabledAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.revokedAt || row.disabledAt) throw new ApiFailure('A00005');
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS <= now) throw new ApiFailure('A00009');
  if (now - row.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(staffSessions.id, row.id));
  }
  const { id, staffId, name, email, role, dealerCode } = row;
  return { sessionId: id, staffId, name, email, role, dealerCode };
}

/** Every console session still open, most recently used first: for the administrator's list. */
export function liveStaffSessions(db: Executor, now = Date.now()) {
  return db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      name: staffAccounts.name,
      email: staffAccounts.email,
      role: staffAccounts.role,
      userAgent: staffSessions.userAgent,
      ip: staffSessions.ip,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(openStaffSession(now))
    .orderBy(desc(staffSessions.lastSeenAt));
}

export async function endStaffSession(db: Executor, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return ended.length > 0;
}

/** Ends every session of the person still open; how many were. */
export async function endAllStaffSessionsOf(db: Executor, staffId: string, now = Date.now()): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(staffSessions.staffId, staffId), openStaffSession(now)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

// ── Single-use tokens: the set-up link and the step between the password and the code ──

export async function issueStaffToken(db: Executor, staffId: string, purpose: 'setup' | 'challenge', ttlMs: number): Promise<string> {
  const token = newToken();
  await db.insert(staffTokens).values({ tokenHash: sha256(token), staffId, purpose, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

export const issueStaffChallenge = (db: Executor, staffId: string) => issueStaffToken(db, staffId, 'challenge', LOGIN_CHALLENGE_TTL_MS);

/** The staff member a live token of that purpose names, or null (unknown, used or expired). */
export async function staffOfToken(db: Executor, token: string, purpose: 'setup' | 'challenge'): Promise<string | null> {
  const [row] = await db
    .select({ staffId: staffTokens.staffId })
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.tokenHash, sha256(token)),
        eq(staffTokens.purpose, purpose),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, new Date()),
      ),
    );
  return row?.staffId ?? null;
}

/** Spends a token; false when someone spent it first. */
export async function spendStaffToken(db: Executor, token: string): Promise<boolean> {
  const spent = await db
    .update(staffTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(staffTokens.tokenHash, sha256(token)), isNull(staffTokens.usedAt)))
    .returning({ staffId: staffTokens.staffId });
  return spent.length > 0;
}

/** Spends every open set-up link of an account: after a reset or a completed set-up, old links open nothing. */
export async function spendSetupLinksOf(db: Executor, staffId: string) {
  await db
    .update(staffTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.purpose, 'setup'), isNull(staffTokens.usedAt)));
}
