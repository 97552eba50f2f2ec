import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { setStaffNoticePrefs, staffNoticePrefsOf } from '@/lib/server/services/staff-notices';

// GET /api/staff/me/v1/notices - which mails the signed-in staff member receives
export const GET = route(operations.staffMyNotices, async ({ db, staff }) => ok(await staffNoticePrefsOf(db, staff.staffId)));

// PUT /api/staff/me/v1/notices - their own choice
export const PUT = route(operations.staffMyNoticesUpdate, async ({ db, staff, body }) =>
  ok(await setStaffNoticePrefs(db, actorOf(staff), body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
