import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { staffLogout } from '@/lib/server/services/staff-sign-in';

// POST /api/staff/login/v1/logout - ends this console session
export const POST = route(operations.staffLogout, async ({ db, staff }) => {
  await staffLogout(db, staff);
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
