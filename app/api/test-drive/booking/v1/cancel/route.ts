import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { cancelTestDrive } from '@/lib/server/services/test-drives';

// POST /api/test-drive/booking/v1/cancel - cancels the booking from its mailed link
export const POST = route(operations.testDriveCancel, async ({ db, body }) => ok(await cancelTestDrive(db, body.token)));

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
