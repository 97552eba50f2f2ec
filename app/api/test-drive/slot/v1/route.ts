import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { testDriveSlots } from '@/lib/server/services/test-drives';

// GET /api/test-drive/slot/v1?point=&family= - a point's test-drive slots for a family, with the places left
export const GET = route(operations.testDriveSlots, async ({ db, query }) => ok(await testDriveSlots(db, query)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
