import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { memberSessions } from '@/lib/server/services/member-sessions';

// GET /api/member/session/v1 - the member's sessions in use, the current one marked
export const GET = route(operations.sessionList, async ({ db, auth }) => ok(await memberSessions(db, auth)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
