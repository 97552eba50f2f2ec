import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { VehicleFamilyDetail, VehicleFamilySummary } from '@/lib/catalog-types';
import type { Executor } from '../db/client';
import { createMemo } from '../memo';
import { agreements, carParts, colorMaterials, colors, vehicleFamilies, vehicles } from '../db/schema';

// The catalog changes only when it is re-seeded or edited, so readers share an answer for a minute.
const memo = createMemo(Number(process.env.CATALOG_CACHE_MS ?? 60_000));

export async function currentAgreement(db: Executor) {
  const [row] = await db.select().from(agreements).orderBy(desc(agreements.publishedAt)).limit(1);
  return row ? { version: row.version, title: row.title, text: row.text } : null;
}

async function loadFamilies(db: Executor): Promise<VehicleFamilySummary[]> {
  const families = await db
    .select()
    .from(vehicleFamilies)
    .where(eq(vehicleFamilies.published, true))
    .orderBy(asc(vehicleFamilies.sortOrder));
  const prices = await db
    .select({ familyId: vehicles.familyId, price: vehicles.price })
    .from(vehicles)
    .where(eq(vehicles.active, true));
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

export const listFamilies = (db: Executor) => memo.get('families', () => loadFamilies(db));

/** A family with only what can be ordered today; null when unknown or unpublished. */
export async function loadFamilyDetail(db: Executor, id: string): Promise<VehicleFamilyDetail | null> {
  const [family] = await db
    .select()
    .from(vehicleFamilies)
    .where(and(eq(vehicleFamilies.id, id), eq(vehicleFamilies.published, true)));
  if (!family) return null;
  // One query after another: inside a transaction (a pre-order re-prices with this) they share one
  // connection, where node-postgres only queues concurrent queries with a deprecation warning, and
  // pg@9 refuses them.
  const vehicleRows = await db.select().from(vehicles).where(and(eq(vehicles.familyId, id), eq(vehicles.active, true))).orderBy(asc(vehicles.sortOrder));
  const colorRows = await db.select().from(colors).where(and(eq(colors.familyId, id), eq(colors.active, true))).orderBy(asc(colors.sortOrder));
  const partRows = await db.select().from(carParts).where(and(eq(carParts.familyId, id), eq(carParts.active, true))).orderBy(asc(carParts.sortOrder));
  const agreement = await currentAgreement(db);
  const materialRows = colorRows.length
    ? await db
        .select()
        .from(colorMaterials)
        .where(and(inArray(colorMaterials.colorId, colorRows.map((color) => color.id)), eq(colorMaterials.active, true)))
        .orderBy(asc(colorMaterials.sortOrder))
    : [];
  const part = (row: (typeof partRows)[number]) => ({
    uuid: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    image: row.image,
    exclusiveGroup: row.exclusiveGroup,
    minWheelBase: row.minWheelBase,
  });
  return {
    uuid: family.id,
    name: family.name,
    series: family.series,
    tagline: family.tagline,
    description: family.description,
    image: family.image,
    keySpecs: family.keySpecs,
    maxQuantity: family.maxQuantity,
    vehicles: vehicleRows.map((row) => ({
      uuid: row.id,
      hp: row.hp,
      suspension: row.suspension,
      ratCode: row.ratCode,
      gearBox: row.gearBox,
      wheelBase: row.wheelBase,
      wheelCount: row.wheelCount,
      price: row.price,
    })),
    colors: colorRows.map((color) => ({
      uuid: color.id,
      name: color.name,
      hex: color.hex,
      materials: materialRows
        .filter((material) => material.colorId === color.id)
        .map((material) => ({ uuid: material.id, name: material.name, surcharge: material.surcharge })),
    })),
    carParts: partRows.filter((row) => row.kind === 'origin').map(part),
    localCarParts: partRows.filter((row) => row.kind === 'local').map(part),
    agreement: agreement ? { version: agreement.version, text: agreement.text } : { version: '', text: '' },
  };
}

/** The cached detail of a published family; unknown ids never reach the memo, so they cannot grow it. */
export async function getFamilyDetail(db: Executor, id: string) {
  if (!(await listFamilies(db)).some((family) => family.uuid === id)) return null;
  return memo.get(`family:${id}`, () => loadFamilyDetail(db, id));
}
