import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { assignTestDrive } from '@/lib/server/services/test-drive-leads';

// POST /api/staff/test-drives/v1/{number}/assign - gives the drive to a salesperson
export const POST = route(operations.staffTestDriveAssign, async ({ db, staff, params, body }) =>
  changedReply(await assignTestDrive(db, actorOf(staff), params.number, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
