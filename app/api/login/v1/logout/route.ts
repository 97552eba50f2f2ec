import { revokeSession } from '@/lib/server/auth/sessions';
import { route, ok } from '@/lib/server/http/route';
import { clearedSessionCookieHeader } from '@/lib/server/http/session-cookie';

// POST /api/login/v1/logout - end this session
export const POST = route({ auth: 'member' }, async ({ db, auth }) => {
  await revokeSession(db, auth!.sessionId);
  return ok(null, { headers: { 'Set-Cookie': clearedSessionCookieHeader() } });
});
