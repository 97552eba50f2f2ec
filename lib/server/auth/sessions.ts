import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { members, sessions } from '../db/schema';
import { ApiFailure } from '../http/api-failure';
import { PASSWORD_CHANGE_SESSION_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './policy';
import { newToken, sha256 } from './tokens';

export type SessionPurpose = 'web' | 'password-change';

export interface AuthContext {
  sessionId: string;
  memberId: string;
  purpose: SessionPurpose;
}

export async function createSession(db: Executor, memberId: string, purpose: SessionPurpose) {
  const token = newToken();
  const lifetime = purpose === 'web' ? SESSION_ABSOLUTE_MS : PASSWORD_CHANGE_SESSION_MS;
  await db.insert(sessions).values({ memberId, tokenHash: sha256(token), purpose, expiresAt: new Date(Date.now() + lifetime) });
  return token;
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
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, memberId: row.memberId, purpose: row.purpose };
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a member, or every one but `keepSessionId`. */
export async function revokeMemberSessions(db: Executor, memberId: string, keepSessionId?: string) {
  const scope = keepSessionId
    ? and(eq(sessions.memberId, memberId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt))
    : and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() }).where(scope);
}
