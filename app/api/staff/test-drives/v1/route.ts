import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { listTestDrives } from '@/lib/server/services/test-drive-leads';

// GET /api/staff/test-drives/v1 - the confirmed test drives within reach
export const GET = route(operations.staffTestDriveList, async ({ db, staff, query }) =>
  ok(await listTestDrives(db, actorOf(staff), query)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
