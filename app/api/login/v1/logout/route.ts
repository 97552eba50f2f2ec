import { revokeSession } from '@/lib/server/auth/sessions';
import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { sessionCookieClearing } from '@/lib/server/http/session-cookie';

// POST /api/login/v1/logout - end this session
export const POST = route(operations.logout, async ({ db, auth }) => {
  await revokeSession(db, auth.sessionId);
  return ok(null, { headers: sessionCookieClearing() });
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
