import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { markNoShow } from '@/lib/server/services/test-drive-leads';

// POST /api/staff/test-drives/v1/{number}/no-show - records that the person did not come
export const POST = route(operations.staffTestDriveNoShow, async ({ db, staff, params, body }) =>
  changedReply(await markNoShow(db, actorOf(staff), params.number, body.version)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
