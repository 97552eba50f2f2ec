import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { listMagazine } from '@/lib/server/services/magazine';

// GET /api/content/magazine/v1 - magazine issues with their article titles
export const GET = route(operations.magazineList, async ({ db }) => ok(await listMagazine(db)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
