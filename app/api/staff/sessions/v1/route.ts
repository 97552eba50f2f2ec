import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { listStaffSessions } from '@/lib/server/services/staff-admin';

// GET /api/staff/sessions/v1 - open console sessions (administrator)
export const GET = route(operations.staffSessionList, async ({ db, staff }) => ok(await listStaffSessions(db, actorOf(staff))));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
