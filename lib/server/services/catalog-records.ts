import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, max, sql } from 'drizzle-orm';
import { sameName } from '@/lib/catalog/names';
import { partPicture } from '@/lib/catalog/part-pictures';
import { formatTwd } from '@/lib/format/money';
import type { ColorWordsInput, FamilyCreateInput, FamilyDetailsInput, NewItemInput, PartRulesInput } from '@/lib/schemas/catalog-forms';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import type { Db, Executor } from '../db/client';
import { carParts, colorMaterials, colors, vehicleFamilies, vehicles } from '../db/schema';
import { fieldFailure, notFound } from '../core/api-failure';
import { checkPicturesExist } from './media';
import type { Actor } from './sales/actor';
import { appendAudit, changedFields } from './sales/audit';
import { refuse } from './sales/refusals';
import { changeFamily, loadFamilyCatalog, longestOnSale, requireEditor, strandedParts, unorderable, vehicleLabel } from './catalog-editing';
import { ORIGIN_PARTS, TAGLINE } from '@/lib/words/vehicle';
import { LOCAL_PART, OFF_SALE, ONE_OF_GROUP, ON_SALE } from '@/lib/words/console';

// The catalog's records in the staff console (issue 20; docs/staff-api.md): a family's details and its
// quantity limit, new vehicles, colors, paints and parts, and a part's rules (its exclusive group, the
// least wheel base it fits). A rule that contradicts itself, or would leave a published family with
// nothing to order, is refused with the reason. Like the prices (catalog-editing.ts), each change is one
// transaction with its audit entry, sent with the family's version, and drops the public caches. New items
// come after those there are (their order: how many there were).

/** Why a part's rules contradict themselves or the family; null when they do not. */
function partRuleConflict(
  catalog: FamilyCatalog,
  part: { id: string | null; kind: 'origin' | 'local'; name: string; exclusiveGroup: string | null; minWheelBase: number | null },
  checkWheelBase = true,
): string | null {
  const others = catalog.parts.filter((other) => other.id !== part.id);
  const kindName = (kind: 'origin' | 'local') => (kind === 'origin' ? ORIGIN_PARTS : LOCAL_PART);
  if (others.some((other) => other.kind === part.kind && sameName(other.name, part.name))) {
    return `此車系已有名為「${part.name}」的${kindName(part.kind)}`;
  }
  const rival = part.exclusiveGroup && others.find((other) => other.exclusiveGroup === part.exclusiveGroup && other.kind !== part.kind);
  if (rival) {
    return `擇一組「${part.exclusiveGroup}」已用於${kindName(rival.kind)}「${rival.name}」；擇一只在同一類配件之間成立，請改用其他組名`;
  }
  const longest = longestOnSale(catalog);
  if (checkWheelBase && part.minWheelBase !== null && part.minWheelBase > longest) {
    return longest
      ? `此車系販售中的車型軸距最長 ${longest} mm，沒有車型達到 ${part.minWheelBase} mm，這個配件將無法選購`
      : '此車系沒有販售中的車型，無法判斷軸距條件';
  }
  return null;
}

type Color = FamilyCatalog['colors'][number];

/** V00001 on `name` when another color of the family has the name. */
function checkColorName(catalog: FamilyCatalog, name: string, colorId?: string) {
  if (catalog.colors.some((other) => other.id !== colorId && sameName(other.name, name))) {
    throw fieldFailure('name', `此車系已有名為「${name}」的顏色`);
  }
}

/** V00001 on `path` when two of the paints, or one of them and another paint of the color, share a name. */
function checkPaintNames(color: Color, paints: { id: string | null; name: string }[], path: string) {
  paints.forEach((paint, index) => {
    const others = [...color.materials.filter((m) => m.id !== paint.id), ...paints.slice(0, index)];
    if (others.some((other) => sameName(other.name, paint.name)))
      throw fieldFailure(path, `「${color.name}」已有名為「${paint.name}」的烤漆`);
  });
}

/** The fields of a family and of a part as the audit names them. */
const FIELD_LABELS: Record<string, string> = {
  name: '名稱',
  tagline: TAGLINE,
  description: '說明',
  maxQuantity: '每筆預購上限',
  published: '上架',
  image: '圖片',
  keySpecs: '主要規格',
  exclusiveGroup: ONE_OF_GROUP,
  minWheelBase: '最短軸距',
};
const labelled = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [FIELD_LABELS[key] ?? key, value]));

/** No other family has the name; two families named alike at once wait on each other here, the second finding the first. */
async function checkFamilyNameFree(tx: Executor, name: string, exceptId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vehicle_families.name'))`);
  const families = await tx.select({ id: vehicleFamilies.id, name: vehicleFamilies.name }).from(vehicleFamilies);
  if (families.some((family) => family.id !== exceptId && sameName(family.name, name))) throw fieldFailure('name', '已有同名的車系');
}

/** A new family, off the site until it has vehicles and colors and is published; answers its catalog (empty). */
export async function createFamily(db: Db, actor: Actor, input: FamilyCreateInput) {
  requireEditor(actor);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await checkFamilyNameFree(tx, input.name);
    await checkPicturesExist(tx, [{ path: 'image', text: input.image, single: true }]);
    const [{ last }] = await tx.select({ last: max(vehicleFamilies.sortOrder) }).from(vehicleFamilies);
    await tx.insert(vehicleFamilies).values({ id, ...input, published: false, sortOrder: (last ?? -1) + 1 });
    await appendAudit(tx, actor, {
      action: 'catalog.family-create',
      recordKind: 'family',
      recordId: id,
      recordNumber: input.name,
      before: {},
      after: {
        ...labelled({ name: input.name, tagline: input.tagline, maxQuantity: input.maxQuantity }),
        系列: input.series,
        圖片: input.image,
      },
    });
    return (await loadFamilyCatalog(tx, id))!;
  });
}

/** The family's words, picture, key figures, the most one pre-order may take, and whether it is on the site. */
export const updateFamilyDetails = (db: Db, actor: Actor, familyId: string, input: FamilyDetailsInput) => {
  requireEditor(actor);
  const { version, ...fields } = input;
  return changeFamily(db, actor, familyId, version, async (tx, family, catalog) => {
    const { name, tagline, description, image, keySpecs, maxQuantity, published } = family;
    const diff = changedFields({ name, tagline, description, image, keySpecs, maxQuantity, published }, fields);
    if (!Object.keys(diff.after).length) throw refuse('沒有任何變更');
    if (fields.name !== family.name) await checkFamilyNameFree(tx, fields.name, familyId);
    if (fields.image !== family.image) await checkPicturesExist(tx, [{ path: 'image', text: fields.image, single: true }]);
    if (fields.published) {
      const reason = unorderable(catalog) ?? strandedParts(catalog);
      if (reason) throw refuse(`無法上架：${reason}。請先新增或恢復販售車型與顏色，或修改配件。`);
    }
    await tx.update(vehicleFamilies).set(fields).where(eq(vehicleFamilies.id, familyId));
    return { action: 'catalog.family-update', before: labelled(diff.before), after: labelled(diff.after) };
  });
};

/** A new vehicle, color (with its first paint), paint or part of the family, on sale at once or kept off sale. */
export const addCatalogItem = (db: Db, actor: Actor, familyId: string, input: NewItemInput) => {
  requireEditor(actor);
  return changeFamily(db, actor, familyId, input.version, async (tx, _family, catalog) => {
    const active = input.available;
    const state = active ? ON_SALE : OFF_SALE;
    switch (input.kind) {
      case 'vehicle': {
        const { hp, suspension, ratCode, gearBox, wheelBase, wheelCount, price } = input;
        const fields = { hp, suspension, ratCode, gearBox, wheelBase, wheelCount, price };
        const label = vehicleLabel(fields);
        if (catalog.vehicles.some((v) => v.label === label)) throw refuse(`此車系已有六項規格完全相同的車型：${label}`);
        const sortOrder = catalog.vehicles.length;
        await tx.insert(vehicles).values({ id: randomUUID(), familyId, ...fields, active, sortOrder });
        return { action: 'catalog.vehicle-add', before: {}, after: { 車型: label, 價格: formatTwd(fields.price), 狀態: state } };
      }
      case 'color': {
        checkColorName(catalog, input.name);
        const colorId = randomUUID();
        const sortOrder = catalog.colors.length;
        await tx.insert(colors).values({ id: colorId, familyId, name: input.name, hex: input.hex.toLowerCase(), active, sortOrder });
        await tx
          .insert(colorMaterials)
          // The color alone says whether it is offered: its first paint is on sale with it, once it is.
          .values({ id: randomUUID(), colorId, name: input.materialName, surcharge: input.surcharge, active: true, sortOrder: 0 });
        return {
          action: 'catalog.color-add',
          before: {},
          after: {
            顏色: `${input.name}（${input.hex.toLowerCase()}）`,
            烤漆: input.materialName,
            加價: formatTwd(input.surcharge),
            狀態: state,
          },
        };
      }
      case 'material': {
        const color = catalog.colors.find((each) => each.id === input.colorId);
        if (!color) throw fieldFailure('colorId', '這個顏色不屬於此車系');
        checkPaintNames(color, [{ id: null, name: input.name }], 'name');
        const sortOrder = color.materials.length;
        await tx
          .insert(colorMaterials)
          .values({ id: randomUUID(), colorId: color.id, name: input.name, surcharge: input.surcharge, active, sortOrder });
        return {
          action: 'catalog.material-add',
          before: {},
          after: { 烤漆: `${color.name}（${input.name}）`, 加價: formatTwd(input.surcharge), 狀態: state },
        };
      }
      case 'part': {
        const { partKind, name, description, exclusiveGroup, minWheelBase, price } = input;
        const fields = { name, description, exclusiveGroup, minWheelBase, price };
        const conflict = partRuleConflict(catalog, { id: null, kind: partKind, ...fields });
        if (conflict) throw refuse(conflict);
        const sortOrder = catalog.parts.length;
        await tx
          .insert(carParts)
          .values({ id: randomUUID(), familyId, kind: partKind, ...fields, image: partPicture(fields.name), active, sortOrder });
        const rules = { name, description, exclusiveGroup, minWheelBase };
        return {
          action: 'catalog.part-add',
          before: {},
          after: { 種類: partKind === 'origin' ? ORIGIN_PARTS : LOCAL_PART, ...labelled(rules), 價格: formatTwd(price), 狀態: state },
        };
      }
    }
  });
};

/** A part's name, description, exclusive group and least wheel base; pre-orders keep the part as they were placed with it. */
export const updatePartRules = (db: Db, actor: Actor, familyId: string, partId: string, input: PartRulesInput) => {
  requireEditor(actor);
  const { version, ...fields } = input;
  return changeFamily(db, actor, familyId, version, async (tx, _family, catalog) => {
    const part = catalog.parts.find((each) => each.id === partId);
    if (!part) throw notFound();
    const diff = changedFields(
      { name: part.name, description: part.description, exclusiveGroup: part.exclusiveGroup, minWheelBase: part.minWheelBase },
      fields,
    );
    if (!Object.keys(diff.after).length) throw refuse('沒有任何變更');
    // Its least wheel base is judged again only when it changes (a typo fixed elsewhere is not refused for it).
    const conflict = partRuleConflict(catalog, { id: partId, kind: part.kind, ...fields }, 'minWheelBase' in diff.after);
    if (conflict) throw refuse(conflict);
    // A part renamed takes the drawing its new name calls for, unless it had another than its old name's.
    const [{ image }] = await tx.select({ image: carParts.image }).from(carParts).where(eq(carParts.id, partId));
    await tx
      .update(carParts)
      .set({ ...fields, image: image === partPicture(part.name) ? partPicture(fields.name) : image })
      .where(eq(carParts.id, partId));
    return { action: 'catalog.part-update', before: { 配件: part.name, ...labelled(diff.before) }, after: labelled(diff.after) };
  });
};

/**
 * A color's name and shade and its paints' names. Pre-orders keep the names they were placed with; a
 * configuration in progress names the color by its id, so it reads the new name.
 */
export const updateColorWords = (db: Db, actor: Actor, familyId: string, colorId: string, input: ColorWordsInput) => {
  requireEditor(actor);
  const { version, name, materials } = input;
  const hex = input.hex.toLowerCase();
  return changeFamily(db, actor, familyId, version, async (tx, _family, catalog) => {
    const color = catalog.colors.find((each) => each.id === colorId);
    if (!color) throw notFound();
    checkColorName(catalog, name, colorId);
    const ids = new Set(materials.map((m) => m.id));
    if (ids.size !== materials.length || ids.size !== color.materials.length || color.materials.some((m) => !ids.has(m.id))) {
      throw fieldFailure('materials', `請填「${color.name}」每一種烤漆的名稱，各一次`);
    }
    checkPaintNames({ ...color, materials: [] }, materials, 'materials');
    const renamed = materials.filter((m) => color.materials.find((old) => old.id === m.id)!.name !== m.name);
    const diff = changedFields({ 顏色: color.name, 色碼: color.hex }, { 顏色: name, 色碼: hex });
    if (!Object.keys(diff.after).length && !renamed.length) throw refuse('沒有任何變更');
    await tx.update(colors).set({ name, hex }).where(eq(colors.id, colorId));
    for (const m of renamed) await tx.update(colorMaterials).set({ name: m.name }).where(eq(colorMaterials.id, m.id));
    const oldName = (id: string) => color.materials.find((m) => m.id === id)!.name;
    return {
      action: 'catalog.color-update',
      before: { 顏色: color.name, ...diff.before, ...Object.fromEntries(renamed.map((m) => [`烤漆「${oldName(m.id)}」`, oldName(m.id)])) },
      after: { ...diff.after, ...Object.fromEntries(renamed.map((m) => [`烤漆「${oldName(m.id)}」`, m.name])) },
    };
  });
};
