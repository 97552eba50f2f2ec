import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { confirmTestDrive } from '@/lib/server/services/test-drives';

// POST /api/test-drive/booking/v1/confirm - confirms the booking from its first mail
export const POST = route(operations.testDriveConfirm, async ({ db, body }) => ok(await confirmTestDrive(db, body.token)));

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
