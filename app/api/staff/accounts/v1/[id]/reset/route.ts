import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { resetStaffSignIn } from '@/lib/server/services/staff-admin';

// POST /api/staff/accounts/v1/{id}/reset - clears the sign-in and mails a new set-up link (administrator)
export const POST = route(operations.staffAccountReset, async ({ db, staff, params }) => {
  await resetStaffSignIn(db, actorOf(staff), params.id);
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
