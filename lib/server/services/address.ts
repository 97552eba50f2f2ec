import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cities, towns } from '../db/schema';
import { cached } from '../cache/cached';
import { fieldFailure, notFound } from '../core/api-failure';

// Taiwan's towns change with an administrative reform, not between two requests.
const ADDRESS_CACHE_MS = 60 * 60 * 1000;

export const listCities = (db: Executor) =>
  cached('address:cities', ['address'], ADDRESS_CACHE_MS, () =>
    db.select({ cityId: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.sortOrder)),
  );

export async function listTowns(db: Executor, cityId: string) {
  // Only known cities reach the cache, so made-up ids cannot grow it.
  if (!(await listCities(db)).some((city) => city.cityId === cityId)) throw notFound();
  const rows = await cached(`address:towns:${cityId}`, ['address'], ADDRESS_CACHE_MS, () =>
    db.select({ townId: towns.id, name: towns.name, zip: towns.zip }).from(towns).where(eq(towns.cityId, cityId)).orderBy(asc(towns.id)),
  );
  if (rows.length === 0) throw notFound();
  return rows;
}

export async function findTown(db: Executor, cityId: string, townId: string) {
  const [town] = await db
    .select({ zip: towns.zip, name: towns.name })
    .from(towns)
    .where(and(eq(towns.cityId, cityId), eq(towns.id, townId)));
  return town ?? null;
}

/** The zip code of a town that belongs to the city, or V00001 on townId. */
export async function zipFor(db: Executor, cityId: string, townId: string): Promise<string> {
  const town = await findTown(db, cityId, townId);
  if (!town) throw fieldFailure('townId', '鄉鎮市區與縣市不符，請重新選擇');
  return town.zip;
}
