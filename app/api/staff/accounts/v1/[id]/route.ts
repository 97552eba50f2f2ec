import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { updateStaffAccount } from '@/lib/server/services/staff-admin';

// PUT /api/staff/accounts/v1/{id} - role, dealer or disabled (administrator)
export const PUT = route(operations.staffAccountUpdate, async ({ db, staff, params, body }) =>
  ok(await updateStaffAccount(db, actorOf(staff), params.id, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
