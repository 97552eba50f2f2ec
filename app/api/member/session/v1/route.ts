import { operations } from '@/lib/server/http/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { endOtherSessions, memberSessions } from '@/lib/server/services/member-sessions';

// GET /api/member/session/v1 - the member's sessions in use, the current one marked
export const GET = route(operations.sessionList, async ({ db, auth }) => ok(await memberSessions(db, auth!)));

// DELETE /api/member/session/v1 - end every session but this one
export const DELETE = route(operations.sessionEndOthers, async ({ db, auth }) => ok(await endOtherSessions(db, auth!)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH };
