import { fieldFailure, notFound } from '@/lib/server/core/api-failure';
import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { findTown, listCities, listTowns } from '@/lib/server/services/address';

// GET /api/address/address/v1 - cities; ?cityId= its towns; ?cityId=&townId= the zip code
export const GET = route(operations.address, async ({ db, query }) => {
  if (!query.cityId) {
    if (query.townId) throw fieldFailure('cityId', '查詢鄉鎮市區時需要縣市');
    return ok(await listCities(db), { headers: { 'Cache-Control': 'public, max-age=86400' } });
  }
  if (!query.townId) return ok(await listTowns(db, query.cityId), { headers: { 'Cache-Control': 'public, max-age=86400' } });
  const town = await findTown(db, query.cityId, query.townId);
  if (!town) throw notFound();
  return ok({ zip: town.zip });
});

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
