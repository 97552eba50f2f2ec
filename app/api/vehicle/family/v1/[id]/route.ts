import { notFound } from '@/lib/server/core/api-failure';
import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { getFamilyDetail } from '@/lib/server/services/catalog';

// GET /api/vehicle/family/v1/{id} - one family with its vehicles, colors, parts and agreement
export const GET = route(operations.familyDetail, async ({ db, params }) => {
  const family = await getFamilyDetail(db, params.id);
  if (!family) throw notFound();
  return ok(family);
});

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
