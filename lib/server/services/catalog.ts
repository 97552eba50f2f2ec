import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { VehicleFamilyDetail, VehicleFamilySummary } from '@/lib/catalog-types';
import type { Executor } from '../db/client';
import { cached } from '../cache/cached';
import { vehicleFamilies, vehicles } from '../db/schema';
import { familyDetailQuery } from './family-detail-query';

// The catalog changes only when it is re-seeded or edited (invalidate('catalog')), so readers share an answer for a minute.
const CATALOG_CACHE_MS = Number(process.env.CATALOG_CACHE_MS ?? 60_000);

async function loadFamilies(db: Executor): Promise<VehicleFamilySummary[]> {
  const families = await db
    .select()
    .from(vehicleFamilies)
    .where(eq(vehicleFamilies.published, true))
    .orderBy(asc(vehicleFamilies.sortOrder));
  const prices = await db.select({ familyId: vehicles.familyId, price: vehicles.price }).from(vehicles).where(eq(vehicles.active, true));
  return families
    .map((family) => {
      const own = prices.filter((row) => row.familyId === family.id).map((row) => row.price);
      return {
        uuid: family.id,
        name: family.name,
        series: family.series,
        tagline: family.tagline,
        image: family.image,
        startingPrice: own.length ? Math.min(...own) : 0,
        keySpecs: family.keySpecs,
      };
    })
    .filter((family) => family.startingPrice > 0);
}

export const listFamilies = (db: Executor) => cached('catalog:families', ['catalog'], CATALOG_CACHE_MS, () => loadFamilies(db));

/** A family with only what can be ordered today; null when unknown or unpublished. */
export async function loadFamilyDetail(db: Executor, id: string): Promise<VehicleFamilyDetail | null> {
  // Both drivers (pg and PGlite) answer execute() with { rows } and parse json columns.
  const result = (await db.execute(familyDetailQuery(id))) as unknown as { rows: { detail: VehicleFamilyDetail }[] };
  return result.rows[0]?.detail ?? null;
}

/** The cached detail of a published family; unknown ids never reach the cache, so they cannot grow it. */
export async function getFamilyDetail(db: Executor, id: string) {
  if (!(await listFamilies(db)).some((family) => family.uuid === id)) return null;
  return cached(`catalog:family:${id}`, ['catalog'], CATALOG_CACHE_MS, () => loadFamilyDetail(db, id));
}
