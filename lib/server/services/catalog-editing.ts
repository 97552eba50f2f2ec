import 'server-only';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { AVAILABILITY_KIND_LABELS, type AvailabilityKind, type PricedKind } from '@/lib/catalog/priced-items';
import { taipeiDayStart, taipeiToday } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import type { AvailabilityInput, PriceListInput } from '@/lib/schemas/catalog-forms';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { may } from '@/lib/staff/roles';
import type { Db, Executor } from '../db/client';
import { carParts, colorMaterials, colors, vehicleFamilies, vehicles } from '../db/schema';
import { priceListEntries, priceLists } from '../db/catalog-schema';
import { staffAccounts } from '../db/staff-schema';
import { fieldFailure, notFound } from '../core/api-failure';
import { invalidate } from '../cache/invalidate';
import { familyPricesAtQuery, priceInForce } from './prices-in-force';
import type { Actor } from './sales/actor';
import { appendAudit } from './sales/audit';
import type { AuditAction } from '@/lib/staff/audit-actions';
import { recordChanged, refuse } from './sales/refusals';
import { OFF_SALE, ON_SALE } from '@/lib/words/console';

// The catalog of the staff console (issue 20; docs/staff-api.md): headquarters (總公司業務) and the
// administrator set a family's prices from a day on (a price list; the history stays) and withdraw or
// reinstate its vehicles, colors, paints and parts. Every change is one transaction with its audit
// entry, sent with the family's version, and drops the public caches of the catalog (invalidate), so
// the family pages, the configurator and the server's price rule use it at once. Pre-orders keep the
// configuration and price they were placed with.

export const requireEditor = (actor: Actor) => {
  if (!may(actor.role, 'edit-catalog')) throw notFound();
};

/** A vehicle by its six components: no two vehicles of a family share all six. */
export const vehicleLabel = (v: {
  hp: number;
  suspension: string;
  ratCode: string;
  gearBox: string;
  wheelBase: number;
  wheelCount: string;
}) => `${v.hp} hp・${v.suspension}・${v.ratCode}・${v.gearBox}・軸距 ${v.wheelBase} mm・${v.wheelCount}`;

/** Every family, published or not, with how many of its vehicles are on sale. */
export async function listCatalogFamilies(db: Executor, actor: Actor) {
  requireEditor(actor);
  const [families, counts] = await Promise.all([
    db.select().from(vehicleFamilies).orderBy(asc(vehicleFamilies.sortOrder)),
    db
      .select({ familyId: vehicles.familyId, active: vehicles.active, n: count() })
      .from(vehicles)
      .groupBy(vehicles.familyId, vehicles.active),
  ]);
  const countOf = (familyId: string, active?: boolean) =>
    counts
      .filter((row) => row.familyId === familyId && (active === undefined || row.active === active))
      .reduce((sum, row) => sum + row.n, 0);
  return families.map((family) => ({
    id: family.id,
    name: family.name,
    series: family.series,
    published: family.published,
    vehicles: countOf(family.id),
    vehiclesOnSale: countOf(family.id, true),
    version: family.version,
  }));
}

const nowPrice = (table: string, base: string) => sql<number>`${priceInForce(`"${table}"."id"`, `"${table}"."${base}"`)}`.mapWith(Number);

/** A family's whole catalog as the console shows it: on sale or not, prices now and to come, and every price list. */
export async function loadFamilyCatalog(db: Executor, id: string, now = new Date()): Promise<FamilyCatalog | null> {
  const [family] = await db.select().from(vehicleFamilies).where(eq(vehicleFamilies.id, id));
  if (!family) return null;
  const [vehicleRows, colorRows, materialRows, partRows, lists] = await Promise.all([
    db
      .select({ ...getTableColumns(vehicles), now: nowPrice('vehicles', 'price') })
      .from(vehicles)
      .where(eq(vehicles.familyId, id))
      .orderBy(asc(vehicles.sortOrder)),
    db.select().from(colors).where(eq(colors.familyId, id)).orderBy(asc(colors.sortOrder)),
    db
      .select({ ...getTableColumns(colorMaterials), now: nowPrice('color_materials', 'surcharge') })
      .from(colorMaterials)
      .innerJoin(colors, eq(colors.id, colorMaterials.colorId))
      .where(eq(colors.familyId, id))
      .orderBy(asc(colorMaterials.sortOrder)),
    db
      .select({ ...getTableColumns(carParts), now: nowPrice('car_parts', 'price') })
      .from(carParts)
      .where(eq(carParts.familyId, id))
      .orderBy(asc(carParts.kind), asc(carParts.sortOrder)),
    db
      .select({ ...getTableColumns(priceLists), createdByName: staffAccounts.name })
      .from(priceLists)
      .leftJoin(staffAccounts, eq(staffAccounts.id, priceLists.createdBy))
      .where(eq(priceLists.familyId, id))
      .orderBy(desc(priceLists.effectiveFrom), desc(priceLists.createdAt)),
  ]);
  const entries = lists.length
    ? await db
        .select()
        .from(priceListEntries)
        .where(
          inArray(
            priceListEntries.priceListId,
            lists.map((list) => list.id),
          ),
        )
    : [];
  const colorName = new Map(colorRows.map((color) => [color.id, color.name]));
  const labels = new Map<string, string>([
    ...vehicleRows.map((v) => [v.id, vehicleLabel(v)] as const),
    ...materialRows.map((m) => [m.id, `${colorName.get(m.colorId)}（${m.name}）`] as const),
    ...partRows.map((p) => [p.id, p.name] as const),
  ]);
  // The next price of an item: that of the earliest list to come that names it (of two lists of that
  // day, the later made, as the price rule takes it).
  const upcoming = new Map<string, { price: number; effectiveDate: string }>();
  for (const list of [...lists].reverse().filter((each) => each.effectiveFrom > now && !each.cancelledAt)) {
    const effectiveDate = taipeiToday(list.effectiveFrom);
    for (const entry of entries.filter((each) => each.priceListId === list.id)) {
      const known = upcoming.get(entry.itemId);
      if (!known || known.effectiveDate === effectiveDate) upcoming.set(entry.itemId, { price: entry.price, effectiveDate });
    }
  }
  const priced = (row: { id: string; now: number }) => ({ price: row.now, nextPrice: upcoming.get(row.id) ?? null });
  return {
    id: family.id,
    name: family.name,
    series: family.series,
    tagline: family.tagline,
    description: family.description,
    image: family.image,
    keySpecs: family.keySpecs,
    published: family.published,
    maxQuantity: family.maxQuantity,
    version: family.version,
    vehicles: vehicleRows.map((v) => ({ id: v.id, label: vehicleLabel(v), wheelBase: v.wheelBase, active: v.active, ...priced(v) })),
    colors: colorRows.map((color) => ({
      id: color.id,
      name: color.name,
      hex: color.hex,
      active: color.active,
      materials: materialRows
        .filter((m) => m.colorId === color.id)
        .map((m) => ({ id: m.id, name: m.name, active: m.active, ...priced(m) })),
    })),
    parts: partRows.map((p) => ({
      id: p.id,
      kind: p.kind,
      name: p.name,
      description: p.description,
      exclusiveGroup: p.exclusiveGroup,
      minWheelBase: p.minWheelBase,
      active: p.active,
      ...priced(p),
    })),
    priceLists: lists.map((list) => ({
      id: list.id,
      name: list.name,
      effectiveDate: taipeiToday(list.effectiveFrom),
      createdAt: list.createdAt.toISOString(),
      createdBy: list.createdByName ?? '系統指令',
      cancelledAt: list.cancelledAt?.toISOString() ?? null,
      entries: entries
        .filter((entry) => entry.priceListId === list.id)
        .map((entry) => ({ itemId: entry.itemId, label: labels.get(entry.itemId) ?? entry.itemId, price: entry.price })),
    })),
  };
}

export async function familyCatalog(db: Executor, actor: Actor, id: string) {
  requireEditor(actor);
  const found = await loadFamilyCatalog(db, id);
  if (!found) throw notFound();
  return found;
}

/** The family locked, as the editor saw it; otherwise S00409 with its catalog as it is now. */
export async function lockedFamily(tx: Executor, id: string, version: number) {
  const [row] = await tx.select().from(vehicleFamilies).where(eq(vehicleFamilies.id, id)).for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw recordChanged((await loadFamilyCatalog(tx, id))!);
  return row;
}

/** Raises the family's version; a change readers see now also dates its page (the sitemap's lastmod). */
export const touchFamily = (tx: Executor, id: string, version: number, seenNow: boolean) =>
  tx
    .update(vehicleFamilies)
    .set({ version: version + 1, ...(seenNow ? { updatedAt: new Date() } : {}) })
    .where(eq(vehicleFamilies.id, id));

type Family = typeof vehicleFamilies.$inferSelect;
type FamilyChange = { action: AuditAction; before: object; after: object };

/**
 * Runs a change of the family's records as one transaction: the family locked at the version the editor
 * saw, the change, the version raised (and the page dated, unless readers see it only later), the audit
 * entry under the family's name as it is now; then the public caches dropped. Answers the catalog as it is.
 */
export async function changeFamily(
  db: Db,
  actor: Actor,
  familyId: string,
  version: number,
  change: (tx: Executor, family: Family, catalog: FamilyCatalog) => Promise<FamilyChange & { seenNow?: boolean }>,
) {
  const record = await db.transaction(async (tx) => {
    const family = await lockedFamily(tx, familyId, version);
    const { seenNow = true, ...done } = await change(tx, family, (await loadFamilyCatalog(tx, familyId))!);
    await touchFamily(tx, familyId, family.version, seenNow);
    const catalog = (await loadFamilyCatalog(tx, familyId))!;
    await appendAudit(tx, actor, { ...done, recordKind: 'family', recordId: familyId, recordNumber: catalog.name });
    return catalog;
  });
  invalidate('catalog');
  return record;
}

/** Which kind each of the family's priced items is, by id. */
function pricedItems(catalog: FamilyCatalog) {
  const kinds = new Map<string, { kind: PricedKind; price: number; label: string }>();
  for (const v of catalog.vehicles) kinds.set(v.id, { kind: 'vehicle', price: v.price, label: v.label });
  for (const color of catalog.colors) {
    for (const m of color.materials) kinds.set(m.id, { kind: 'material', price: m.price, label: `${color.name}（${m.name}）` });
  }
  for (const p of catalog.parts) kinds.set(p.id, { kind: 'part', price: p.price, label: p.name });
  return kinds;
}

/**
 * A price list: the family's new prices from a day on (today: at once). Items it leaves out keep their
 * price; a price equal to the one that item would have on that day anyway is left out; a list that
 * changes nothing is refused.
 */
export function createPriceList(db: Db, actor: Actor, familyId: string, input: PriceListInput) {
  requireEditor(actor);
  const today = taipeiToday();
  return changeFamily(db, actor, familyId, input.version, async (tx, _family, catalog) => {
    if (input.effectiveDate < today) throw fieldFailure('effectiveDate', '生效日期不可早於今天');
    const items = pricedItems(catalog);
    const effectiveFrom = taipeiDayStart(input.effectiveDate);
    const rows = (await tx.execute(familyPricesAtQuery(familyId, effectiveFrom))) as unknown as { rows: { id: string; price: number }[] };
    const priceThen = new Map(rows.rows.map((row) => [row.id, Number(row.price)]));
    const seen = new Set<string>();
    const changed: { itemId: string; kind: PricedKind; price: number; label: string; before: number }[] = [];
    input.entries.forEach((entry, index) => {
      const item = items.get(entry.itemId);
      if (!item) throw fieldFailure(`entries.${index}.itemId`, '這個項目不屬於此車系');
      if (seen.has(entry.itemId)) throw fieldFailure(`entries.${index}.itemId`, '同一個項目只能填一次');
      seen.add(entry.itemId);
      if (item.kind === 'vehicle' && entry.price === 0) throw fieldFailure(`entries.${index}.price`, `「${item.label}」的價格必須大於 0`);
      const before = priceThen.get(entry.itemId) ?? item.price;
      if (entry.price !== before) changed.push({ itemId: entry.itemId, kind: item.kind, price: entry.price, label: item.label, before });
    });
    if (changed.length === 0) throw refuse('這張價格表沒有改變任何價格：每個價格都與生效日當天原本的價格相同');
    const [list] = await tx
      .insert(priceLists)
      .values({ familyId, name: input.name, effectiveFrom, createdBy: actor.staffId })
      .returning({ id: priceLists.id });
    await tx
      .insert(priceListEntries)
      .values(changed.map(({ itemId, kind, price }) => ({ priceListId: list.id, itemKind: kind, itemId, price })));
    return {
      action: 'catalog.price-list',
      // A list dated later changes the family's page on its day (the sitemap dates the page by it then).
      seenNow: input.effectiveDate === today,
      before: Object.fromEntries(changed.map((entry) => [entry.label, formatTwd(entry.before)])),
      after: {
        價格表: input.name,
        生效日: input.effectiveDate,
        ...Object.fromEntries(changed.map((entry) => [entry.label, formatTwd(entry.price)])),
      },
    };
  });
}

/**
 * Calls off a price list before its day (a mistyped price, a promotion dropped): it never takes effect and
 * stays in the history. One in force is corrected by a new list, so that what was charged stays on record.
 */
export function cancelPriceList(db: Db, actor: Actor, familyId: string, listId: string, input: { version: number }) {
  requireEditor(actor);
  return changeFamily(db, actor, familyId, input.version, async (tx) => {
    const [list] = await tx
      .select()
      .from(priceLists)
      .where(and(eq(priceLists.id, listId), eq(priceLists.familyId, familyId)));
    if (!list) throw notFound();
    if (list.cancelledAt) throw refuse('這張價格表已經取消');
    if (list.effectiveFrom <= new Date()) throw refuse('這張價格表已經生效，無法取消；要調整價格，請新增一張價格表');
    await tx.update(priceLists).set({ cancelledAt: new Date() }).where(eq(priceLists.id, listId));
    return {
      action: 'catalog.price-list-cancel',
      seenNow: false,
      before: { 價格表: list.name, 生效日: taipeiToday(list.effectiveFrom), 狀態: '尚未生效' },
      after: { 價格表: list.name, 生效日: taipeiToday(list.effectiveFrom), 狀態: '已取消' },
    };
  });
}

/** The table of each kind's on-sale flag, and how to find the item within the family. */
async function availabilityOf(tx: Executor, familyId: string, kind: AvailabilityKind, itemId: string) {
  switch (kind) {
    case 'vehicle':
      return (
        await tx
          .select({ active: vehicles.active })
          .from(vehicles)
          .where(and(eq(vehicles.id, itemId), eq(vehicles.familyId, familyId)))
      )[0];
    case 'color':
      return (
        await tx
          .select({ active: colors.active })
          .from(colors)
          .where(and(eq(colors.id, itemId), eq(colors.familyId, familyId)))
      )[0];
    case 'material':
      return (
        await tx
          .select({ active: colorMaterials.active })
          .from(colorMaterials)
          .innerJoin(colors, eq(colors.id, colorMaterials.colorId))
          .where(and(eq(colorMaterials.id, itemId), eq(colors.familyId, familyId)))
      )[0];
    case 'part':
      return (
        await tx
          .select({ active: carParts.active })
          .from(carParts)
          .where(and(eq(carParts.id, itemId), eq(carParts.familyId, familyId)))
      )[0];
  }
}

const TABLES = { vehicle: vehicles, color: colors, material: colorMaterials, part: carParts } as const;

/** What the console calls an item of the family: a vehicle's components, a color's or a paint's name, a part's. */
const labelOf = (catalog: FamilyCatalog, id: string) =>
  pricedItems(catalog).get(id)?.label ?? catalog.colors.find((color) => color.id === id)?.name ?? id;

/** Why the family could not be ordered with its catalog as it would be; null when it could. */
export function unorderable(catalog: FamilyCatalog): string | null {
  if (!catalog.vehicles.some((v) => v.active)) return '此車系將沒有任何可訂購的車型';
  if (!catalog.colors.some((color) => color.active && color.materials.some((m) => m.active))) return '此車系將沒有任何可選的顏色與烤漆';
  return null;
}

/** The longest wheel base of the family's vehicles on sale; 0 when none is. */
export const longestOnSale = (catalog: FamilyCatalog) => Math.max(0, ...catalog.vehicles.filter((v) => v.active).map((v) => v.wheelBase));

/** Parts on sale that no vehicle on sale is long enough for, said in words; null when there are none. */
export function strandedParts(catalog: FamilyCatalog): string | null {
  const longest = longestOnSale(catalog);
  const stranded = catalog.parts.filter((p) => p.active && p.minWheelBase !== null && p.minWheelBase > longest);
  if (!stranded.length) return null;
  return `${stranded.map((p) => `「${p.name}」（需軸距 ${p.minWheelBase} mm 以上）`).join('、')}將沒有軸距足夠的車型可選`;
}

/**
 * Withdraws an item from sale or puts it back. The family pages and the configurator stop offering a
 * withdrawn item at once; a configuration in progress that used it is told when it is next opened;
 * pre-orders keep theirs. A change that would leave a published family with nothing to order, or with a
 * part on sale that no vehicle on sale is long enough for, is refused.
 */
export function setAvailability(db: Db, actor: Actor, familyId: string, input: AvailabilityInput) {
  requireEditor(actor);
  return changeFamily(db, actor, familyId, input.version, async (tx, family) => {
    const item = await availabilityOf(tx, familyId, input.kind, input.itemId);
    if (!item) throw fieldFailure('itemId', `這個${AVAILABILITY_KIND_LABELS[input.kind]}不屬於此車系`);
    if (item.active === input.available) throw refuse(input.available ? '這個項目已在販售中' : '這個項目已經停售');
    const table = TABLES[input.kind];
    await tx.update(table).set({ active: input.available }).where(eq(table.id, input.itemId));
    const after = (await loadFamilyCatalog(tx, familyId))!;
    if (family.published && !input.available) {
      const reason = unorderable(after);
      if (reason) throw refuse(`無法停售：${reason}。請先上架其他項目，或改為下架整個車系。`);
    }
    // A published family offers no part that no vehicle on sale is long enough for (a vehicle withdrawn, a part back).
    const mayStrand = input.kind === 'vehicle' ? !input.available : input.kind === 'part' && input.available;
    const stranded = family.published && mayStrand && strandedParts(after);
    if (stranded) {
      throw refuse(
        input.available
          ? `無法恢復販售：${stranded}。請先恢復販售夠長的車型，或修改配件的最短軸距。`
          : `無法停售：停售後${stranded}。請先停售或修改這些配件，再停售此車型。`,
      );
    }
    const name = `${AVAILABILITY_KIND_LABELS[input.kind]}「${labelOf(after, input.itemId)}」`;
    return {
      action: input.available ? 'catalog.reinstate' : 'catalog.withdraw',
      before: { [name]: input.available ? OFF_SALE : ON_SALE },
      after: { [name]: input.available ? ON_SALE : OFF_SALE },
    };
  });
}
