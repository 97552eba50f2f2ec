import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { endStaffSessionAs } from '@/lib/server/services/staff-admin';

// POST /api/staff/sessions/v1/{id}/end - ends a console session (administrator)
export const POST = route(operations.staffSessionEnd, async ({ db, staff, params }) => {
  await endStaffSessionAs(db, actorOf(staff), params.id);
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
