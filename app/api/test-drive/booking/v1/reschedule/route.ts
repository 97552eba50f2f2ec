import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { rescheduleTestDrive } from '@/lib/server/services/test-drives';

// POST /api/test-drive/booking/v1/reschedule - moves the booking to another slot
export const POST = route(operations.testDriveReschedule, async ({ db, body }) =>
  ok(await rescheduleTestDrive(db, body.token, body.start)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
