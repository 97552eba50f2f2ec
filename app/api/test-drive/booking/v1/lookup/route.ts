import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { lookupTestDrive } from '@/lib/server/services/test-drives';

// POST /api/test-drive/booking/v1/lookup - the booking a mailed link opens
export const POST = route(operations.testDriveLookup, async ({ db, body }) => ok(await lookupTestDrive(db, body.token)));

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
