import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { moveTestDrive } from '@/lib/server/services/test-drive-leads';

// POST /api/staff/test-drives/v1/{number}/move - moves the drive with a reason (mailed)
export const POST = route(operations.staffTestDriveMove, async ({ db, staff, params, body }) =>
  changedReply(await moveTestDrive(db, actorOf(staff), params.number, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
