import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { SAVED_CONFIGURATION_LIMIT } from '@/lib/constants';
import { savedLimitMessage, unofferedFields } from '@/lib/configurator/saved';
import { decodeSelection, encodeSelection, SAVED_WORDS, sharedChanges } from '@/lib/configurator/share';
import { evaluateOrder, type OrderSelection } from '@/lib/sale/pricing';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import type { SavedConfigurationInput } from '@/lib/schemas/saved-configurations';
import type { SavedConfiguration } from '@/lib/schemas/saved-configurations-data';
import { ApiFailure, notFound, validationFailure } from '../core/api-failure';
import type { Db, Executor } from '../db/client';
import { members } from '../db/schema';
import { savedConfigurations } from '../db/saved-configuration-schema';
import { getFamilyDetail } from './catalog';
import { recordChanged } from './sales/refusals';

// 我的配置: a member's saved configurations. Each is a share link's text with a name; its price is always
// today's, and what the catalog changed since it was saved is told in words (lib/configurator/share.ts).

type Row = typeof savedConfigurations.$inferSelect;

/** Said of a configuration whose family is no longer sold. */
export const FAMILY_WITHDRAWN = '此車系已停止販售，這組配置無法再開啟或預購。';

const UNOFFERED: Record<keyof OrderSelection, string> = {
  vehicleUuid: '所選車型已停售或不屬於此車系',
  colorUuid: '所選顏色已停售或不屬於此車系',
  colorMaterialUuid: '所選烤漆不適用此顏色',
  originPartUuids: '所選原廠配件已停售、重複或不屬於此車系',
  localPartUuids: '所選在地加裝已停售、重複或不屬於此車系',
  quantity: '數量超過此車系每筆預購的上限',
};

/** A record as the member sees it: priced with today's catalog, with what changed since it was saved. */
function viewOf(row: Row, family: VehicleFamilyDetail | null): SavedConfiguration {
  const selection = family ? decodeSelection(row.code, family) : null;
  const price = family && selection?.vehicleUuid ? evaluateOrder(family, selection).price : null;
  return {
    uuid: row.id,
    name: row.name,
    familyUuid: row.familyId,
    familyName: family?.name ?? null,
    code: row.code,
    price: price ? { unitPrice: price.unitPrice, quantity: price.quantity, total: price.total } : null,
    changes: family ? sharedChanges(row.code, family, SAVED_WORDS) : [FAMILY_WITHDRAWN],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

const view = async (db: Executor, row: Row) => viewOf(row, await getFamilyDetail(db, row.familyId));

/** The member's configurations, oldest first, each at today's price. */
export async function listSavedConfigurations(db: Db, memberId: string): Promise<SavedConfiguration[]> {
  const rows = await db
    .select()
    .from(savedConfigurations)
    .where(eq(savedConfigurations.memberId, memberId))
    .orderBy(asc(savedConfigurations.createdAt), asc(savedConfigurations.id));
  const families = new Map<string, Promise<VehicleFamilyDetail | null>>();
  const familyOf = (id: string) => families.get(id) ?? families.set(id, getFamilyDetail(db, id)).get(id)!;
  return Promise.all(rows.map(async (row) => viewOf(row, await familyOf(row.familyId))));
}

/** One of the member's configurations; another member's, like an unknown one, is N00404. */
export async function getSavedConfiguration(db: Db, memberId: string, id: string): Promise<SavedConfiguration> {
  const [row] = await db
    .select()
    .from(savedConfigurations)
    .where(and(eq(savedConfigurations.id, id), eq(savedConfigurations.memberId, memberId)));
  if (!row) throw notFound();
  return view(db, row);
}

/**
 * Keeps a configuration from any step of the configurator, made of what the family offers now (V00001
 * on a field that holds anything else), with the amounts of today's catalog. The member's row is locked
 * while counting, so two saves at once cannot pass the limit together.
 */
export async function saveConfiguration(db: Db, memberId: string, input: SavedConfigurationInput): Promise<SavedConfiguration> {
  const family = await getFamilyDetail(db, input.familyUuid);
  if (!family) throw notFound();
  const { name, familyUuid, ...selection } = input;
  const unoffered = unofferedFields(family, selection);
  if (unoffered.length > 0) throw validationFailure(unoffered.map((path) => ({ path, message: UNOFFERED[path] })));
  const amounts = Object.fromEntries(evaluateOrder(family, selection).price.lines.map((line) => [line.uuid, line.amount]));
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [{ kept }] = await tx.select({ kept: count() }).from(savedConfigurations).where(eq(savedConfigurations.memberId, memberId));
    if (kept >= SAVED_CONFIGURATION_LIMIT) throw new ApiFailure('K00001', { message: savedLimitMessage() });
    const [saved] = await tx
      .insert(savedConfigurations)
      .values({ memberId, familyId: familyUuid, name, code: encodeSelection(selection, amounts) })
      .returning();
    return saved;
  });
  return viewOf(row, family);
}

/** The member's row to change, locked, as they saw it: N00404 when it is not theirs, S00409 with it as it is now when changed since. */
async function lockedAt(tx: Executor, memberId: string, id: string, version: number) {
  const [row] = await tx
    .select()
    .from(savedConfigurations)
    .where(and(eq(savedConfigurations.id, id), eq(savedConfigurations.memberId, memberId)))
    .for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw recordChanged(await view(tx, row));
  return row;
}

/** A new name for one of the member's configurations. */
export async function renameConfiguration(db: Db, memberId: string, id: string, input: { name: string; version: number }) {
  const row = await db.transaction(async (tx) => {
    const current = await lockedAt(tx, memberId, id, input.version);
    if (current.name === input.name) return current;
    const [renamed] = await tx
      .update(savedConfigurations)
      .set({ name: input.name, version: current.version + 1, updatedAt: new Date() })
      .where(eq(savedConfigurations.id, id))
      .returning();
    return renamed;
  });
  return view(db, row);
}

/** Deletes one of the member's configurations. */
export async function deleteConfiguration(db: Db, memberId: string, id: string, input: { version: number }): Promise<null> {
  await db.transaction(async (tx) => {
    await lockedAt(tx, memberId, id, input.version);
    await tx.delete(savedConfigurations).where(eq(savedConfigurations.id, id));
  });
  return null;
}
