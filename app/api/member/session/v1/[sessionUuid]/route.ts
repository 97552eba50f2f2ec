import { operations } from '@/lib/server/http/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { clearedSessionCookieHeader } from '@/lib/server/http/session-cookie';
import { endMemberSession } from '@/lib/server/services/member-sessions';

// DELETE /api/member/session/v1/{sessionUuid} - end one of the member's sessions (the current one logs out)
export const DELETE = route(operations.sessionEnd, async ({ db, auth, params }) => {
  const wasCurrent = await endMemberSession(db, auth!, params.sessionUuid);
  return ok(null, wasCurrent ? { headers: { 'Set-Cookie': clearedSessionCookieHeader() } } : {});
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as POST, unknownCall as PUT, unknownCall as PATCH };
