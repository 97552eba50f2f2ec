import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { confirmByDealer } from '@/lib/server/services/test-drive-leads';

// POST /api/staff/test-drives/v1/{number}/confirm - the point confirms the drive
export const POST = route(operations.staffTestDriveConfirm, async ({ db, staff, params, body }) =>
  changedReply(await confirmByDealer(db, actorOf(staff), params.number, body.version)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
