import 'server-only';
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginChallenges, members, sessions } from '../db/schema';
import { ApiFailure } from '../core/api-failure';
import {
  MAX_WEB_SESSIONS,
  PASSWORD_CHANGE_SESSION_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
  USER_AGENT_MAX_CHARS,
} from './policy';
import { newToken, sha256 } from './tokens';

export type SessionPurpose = 'web' | 'password-change';

export interface AuthContext {
  sessionId: string;
  memberId: string;
  purpose: SessionPurpose;
}

/** The browser a session begins in, for the member's list of devices. */
export interface SessionDevice {
  userAgent: string;
  ip: string;
}

export const deviceOf = (request: Request, ip: string): SessionDevice => ({
  userAgent: (request.headers.get('user-agent') ?? '').slice(0, USER_AGENT_MAX_CHARS),
  ip,
});

/** A new session; a web session beyond the account's MAX_WEB_SESSIONS ends the least recently used. */
export async function createSession(db: Executor, memberId: string, purpose: SessionPurpose, device?: SessionDevice) {
  const token = newToken();
  const lifetime = purpose === 'web' ? SESSION_ABSOLUTE_MS : PASSWORD_CHANGE_SESSION_MS;
  await db.insert(sessions).values({
    memberId,
    tokenHash: sha256(token),
    purpose,
    expiresAt: new Date(Date.now() + lifetime),
    userAgent: device?.userAgent.slice(0, USER_AGENT_MAX_CHARS) ?? '',
    ip: device?.ip ?? '',
  });
  if (purpose === 'web') await endSessionsBeyondCap(db, memberId);
  return token;
}

/** The member's web sessions still in use, most recently used first. */
const liveWebSessions = (memberId: string, now = Date.now()) =>
  and(
    eq(sessions.memberId, memberId),
    eq(sessions.purpose, 'web'),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date(now)),
    gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
  );

async function endSessionsBeyondCap(db: Executor, memberId: string) {
  const surplus = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(liveWebSessions(memberId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .offset(MAX_WEB_SESSIONS);
  if (surplus.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      inArray(
        sessions.id,
        surplus.map((row) => row.id),
      ),
    );
}

/** GET /member/session/v1: the member's web sessions in use, most recently used first. */
export function listWebSessions(db: Executor, memberId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(liveWebSessions(memberId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Resolves a `cv-web-token`: A00005 when unknown or revoked, A00009 when idle or past its lifetime. */
export async function resolveSession(db: Executor, token: string, now = Date.now()): Promise<AuthContext> {
  const [row] = await db
    .select({
      id: sessions.id,
      memberId: sessions.memberId,
      purpose: sessions.purpose,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      status: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.revokedAt || row.status !== 'active') throw new ApiFailure('A00005');
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) throw new ApiFailure('A00009');
  if (now - row.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, memberId: row.memberId, purpose: row.purpose };
}

/** Revokes a session, when `memberId` is given only one of that member's; true when one ended. */
export async function revokeSession(db: Executor, sessionId: string, memberId?: string): Promise<boolean> {
  const scope = and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), memberId ? eq(sessions.memberId, memberId) : undefined);
  const ended = await db.update(sessions).set({ revokedAt: new Date() }).where(scope).returning({ id: sessions.id });
  return ended.length > 0;
}

/** Revokes the session a token names, if it is still open. */
export async function revokeSessionOfToken(db: Executor, token: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

/** Revokes every session of a member, or every one but `keepSessionId`; how many ended. */
export async function revokeMemberSessions(db: Executor, memberId: string, keepSessionId?: string): Promise<number> {
  const scope = keepSessionId
    ? and(eq(sessions.memberId, memberId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt))
    : and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt));
  const ended = await db.update(sessions).set({ revokedAt: new Date() }).where(scope).returning({ id: sessions.id });
  // A login waiting for its second factor is a session in the making: it ends with the others.
  await db
    .update(loginChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(loginChallenges.memberId, memberId), isNull(loginChallenges.usedAt)));
  return ended.length;
}
