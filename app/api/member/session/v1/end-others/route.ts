import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { endOtherSessions } from '@/lib/server/services/member-sessions';

// POST /api/member/session/v1/end-others - with the password, end every session but this one
export const POST = route(operations.sessionEndOthers, async ({ db, auth, body, ip }) =>
  ok(await endOtherSessions(db, auth, ip, body.password)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
