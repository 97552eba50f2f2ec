import 'server-only';
import { describePlace, describeUserAgent } from '@/lib/format/user-agent';
import type { Db } from '../db/client';
import { listWebSessions, revokeMemberSessions, revokeSession, type AuthContext } from '../auth/sessions';
import { notFound } from '../core/api-failure';
import { securityEvent } from '../security-events';
import { memberById } from './member-info';
import { confirmPassword } from './member-passwords';

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

/**
 * POST /member/session/v1/{sessionUuid}/end with the password (a wrong one counts like a failed login):
 * one of the member's own sessions (another's is N00404); true when it was this one.
 */
export async function endMemberSession(db: Db, auth: AuthContext, ip: string, sessionUuid: string, password: string): Promise<boolean> {
  const member = await memberById(db, auth.memberId);
  await confirmPassword(db, member, password, ip);
  if (!(await revokeSession(db, sessionUuid, auth.memberId))) throw notFound();
  await securityEvent(db, 'sessions-ended', member.email, { scope: sessionUuid === auth.sessionId ? 'current' : 'one', count: 1 });
  return sessionUuid === auth.sessionId;
}

/** POST /member/session/v1/end-others with the password: every session but this one. */
export async function endOtherSessions(db: Db, auth: AuthContext, ip: string, password: string) {
  const member = await memberById(db, auth.memberId);
  await confirmPassword(db, member, password, ip);
  return { ended: await endSessionsButThis(db, auth, member.email) };
}

/** Ends every session of the member but this one (the member already proved it is them); how many. */
export async function endSessionsButThis(db: Db, auth: AuthContext, account: string) {
  const count = await revokeMemberSessions(db, auth.memberId, auth.sessionId);
  await securityEvent(db, 'sessions-ended', account, { scope: 'others', count });
  return count;
}
