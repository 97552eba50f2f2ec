import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { sessionCookieClearing } from '@/lib/server/http/session-cookie';
import { endMemberSession } from '@/lib/server/services/member-sessions';

// POST /api/member/session/v1/{sessionUuid}/end - with the password, end one of the member's sessions (the current one logs out)
export const POST = route(operations.sessionEnd, async ({ db, auth, params, body, ip }) => {
  const wasCurrent = await endMemberSession(db, auth, ip, params.sessionUuid, body.password);
  return ok(null, wasCurrent ? { headers: sessionCookieClearing() } : {});
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
