import 'server-only';
import { describePlace, describeUserAgent } from '@/lib/user-agent';
import type { Db } from '../db/client';
import { listWebSessions, revokeMemberSessions, revokeSession, type AuthContext } from '../auth/sessions';
import { notFound } from '../http/api-failure';
import { securityEvent } from '../security-events';
import { memberById } from './member-info';

/** GET /member/session/v1: where the member is logged in, the current session marked. */
export async function memberSessions(db: Db, auth: AuthContext) {
  const rows = await listWebSessions(db, auth.memberId);
  return rows.map((row) => ({
    sessionUuid: row.id,
    ...describeUserAgent(row.userAgent),
    place: describePlace(row.ip),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastSeenAt.toISOString(),
    current: row.id === auth.sessionId,
  }));
}

/** DELETE /member/session/v1/{sessionUuid}: one of the member's own sessions (another's is N00404); true when it was this one. */
export async function endMemberSession(db: Db, auth: AuthContext, sessionUuid: string): Promise<boolean> {
  if (!(await revokeSession(db, sessionUuid, auth.memberId))) throw notFound();
  const member = await memberById(db, auth.memberId);
  await securityEvent(db, 'sessions-ended', member.email, { scope: sessionUuid === auth.sessionId ? 'current' : 'one', count: 1 });
  return sessionUuid === auth.sessionId;
}

/** DELETE /member/session/v1: every session but this one. */
export async function endOtherSessions(db: Db, auth: AuthContext) {
  const count = await revokeMemberSessions(db, auth.memberId, auth.sessionId);
  const member = await memberById(db, auth.memberId);
  await securityEvent(db, 'sessions-ended', member.email, { scope: 'others', count });
  return { ended: count };
}
