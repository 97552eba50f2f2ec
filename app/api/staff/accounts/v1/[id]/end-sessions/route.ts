import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { endStaffSessionsOfAccount } from '@/lib/server/services/staff-admin';

// POST /api/staff/accounts/v1/{id}/end-sessions - ends every open console session of one person (administrator)
export const POST = route(operations.staffAccountEndSessions, async ({ db, staff, params }) =>
  ok(await endStaffSessionsOfAccount(db, actorOf(staff), params.id)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
