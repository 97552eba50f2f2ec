import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { bookTestDrive } from '@/lib/server/services/test-drives';

// POST /api/test-drive/booking/v1 - books a test drive, held until its mailed link confirms it
export const POST = route(operations.testDriveBook, async ({ db, auth, ip, body }) =>
  ok(await bookTestDrive(db, auth, ip, body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
