import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { getMagazineIssue } from '@/lib/server/services/magazine';

// GET /api/content/magazine/v1/{slug} - one issue with its articles
export const GET = route(operations.magazineIssue, async ({ db, params }) => ok(await getMagazineIssue(db, params.slug)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
