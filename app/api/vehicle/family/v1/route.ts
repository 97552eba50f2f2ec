import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { listFamilies } from '@/lib/server/services/catalog';

// GET /api/vehicle/family/v1 - the published vehicle families with starting price and key specs
export const GET = route(operations.familyList, async ({ db }) => ok(await listFamilies(db)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
