import { operations } from '@/lib/server/http/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { endStaffSession } from '@/lib/server/auth/staff-sessions';

// POST /api/staff/login/v1/logout - ends this console session
export const POST = route(operations.staffLogout, async ({ db, staff }) => {
  await endStaffSession(db, staff!.sessionId);
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
