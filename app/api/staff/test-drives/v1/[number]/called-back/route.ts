import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { markCalledBack } from '@/lib/server/services/test-drive-leads';

// POST /api/staff/test-drives/v1/{number}/called-back - the person was called back
export const POST = route(operations.staffTestDriveCalledBack, async ({ db, staff, params, body }) =>
  changedReply(await markCalledBack(db, actorOf(staff), params.number, body.version)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
