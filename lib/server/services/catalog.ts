import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { VehicleFamilyDetail, VehicleFamilySummary } from '@/lib/schemas/catalog';
import type { Executor } from '../db/client';
import { cached } from '../cache/cached';
import { invalidateAt } from '../cache/invalidate-at';
import { vehicleFamilies } from '../db/schema';
import { familyDetailQuery } from './family-detail-query';
import { nextPriceChangeQuery, priceInForce } from './prices-in-force';

// The catalog changes only when it is re-seeded or edited (invalidate('catalog')), so readers share an answer for a minute.
const CATALOG_CACHE_MS = Number(process.env.CATALOG_CACHE_MS ?? 60_000);

// Both drivers (pg and PGlite) answer execute() with { rows } and parse json columns.
const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function loadFamilies(db: Executor): Promise<{ families: VehicleFamilySummary[]; nextPriceChange: number | null }> {
  const [families, prices, [next]] = await Promise.all([
    db.select().from(vehicleFamilies).where(eq(vehicleFamilies.published, true)).orderBy(asc(vehicleFamilies.sortOrder)),
    rowsOf<{ family_id: string; price: number }>(
      db,
      sql`select v.family_id, ${priceInForce('v.id', 'v.price')} as price from vehicles v where v.active`,
    ),
    rowsOf<{ next: string | Date | null }>(db, nextPriceChangeQuery()),
  ]);
  const summaries = families
    .map((family) => {
      const own = prices.filter((row) => row.family_id === family.id).map((row) => Number(row.price));
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
  return { families: summaries, nextPriceChange: next?.next ? new Date(next.next).getTime() : null };
}

/** The published families at the prices in force; a price list taking effect later has what was kept before its day read again. */
export async function listFamilies(db: Executor) {
  const { families, nextPriceChange } = await cached('catalog:families', ['catalog'], CATALOG_CACHE_MS, () => loadFamilies(db));
  invalidateAt('catalog', nextPriceChange);
  return families;
}

/** A family with only what can be ordered today, at today's prices; null when unknown or unpublished. */
export async function loadFamilyDetail(db: Executor, id: string): Promise<VehicleFamilyDetail | null> {
  const rows = await rowsOf<{ detail: VehicleFamilyDetail }>(db, familyDetailQuery(id));
  return rows[0]?.detail ?? null;
}

/** The cached detail of a published family; unknown ids never reach the cache, so they cannot grow it. */
export async function getFamilyDetail(db: Executor, id: string) {
  if (!(await listFamilies(db)).some((family) => family.uuid === id)) return null;
  return cached(`catalog:family:${id}`, ['catalog'], CATALOG_CACHE_MS, () => loadFamilyDetail(db, id));
}
