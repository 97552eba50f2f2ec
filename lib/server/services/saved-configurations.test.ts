/** @jest-environment node */
import { refusal } from '@/lib/testing/refusal';
import { eq } from 'drizzle-orm';
import { SAVED_CONFIGURATION_LIMIT } from '@/lib/constants';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import type { SavedConfigurationInput } from '@/lib/schemas/saved-configurations';
import { memoryDatabase } from '@/lib/testing/memory-database';
import { invalidate } from '../cache/invalidate';
import type { Db } from '../db/client';
import { carParts, members } from '../db/schema';
import { savedConfigurations } from '../db/saved-configuration-schema';
import { seed } from '../seed/seed';
import { getFamilyDetail, listFamilies } from './catalog';
import {
  deleteConfiguration,
  getSavedConfiguration,
  listSavedConfigurations,
  renameConfiguration,
  saveConfiguration,
} from './saved-configurations';

let db: Db;
let close: () => Promise<void>;
let owner: string;
let other: string;
let family: VehicleFamilyDetail;

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
  [{ id: owner }, { id: other }] = await db.select({ id: members.id }).from(members).where(eq(members.status, 'active')).limit(2);
  const [first] = await listFamilies(db);
  family = (await getFamilyDetail(db, first.uuid))!;
}, 60_000);
afterAll(() => close());
// Each rule starts from no saved configuration.
beforeEach(() => db.delete(savedConfigurations));

const configuration = (name: string, overrides: Partial<SavedConfigurationInput> = {}): SavedConfigurationInput => ({
  name,
  familyUuid: family.uuid,
  vehicleUuid: family.vehicles[0].uuid,
  colorUuid: null,
  colorMaterialUuid: null,
  originPartUuids: [],
  localPartUuids: [],
  quantity: 1,
  ...overrides,
});

describe('saved configurations', () => {
  it('keeps a configuration of step 1 (no colour yet) at the price of today, oldest first', async () => {
    const saved = await saveConfiguration(db, owner, configuration('第一台'));
    expect(saved).toMatchObject({ name: '第一台', familyName: family.name, version: 1, changes: [] });
    expect(saved.price).toEqual({ unitPrice: family.vehicles[0].price, quantity: 1, total: family.vehicles[0].price });
    const list = await listSavedConfigurations(db, owner);
    expect(list.map((each) => each.uuid)).toEqual([saved.uuid]);
    await deleteConfiguration(db, owner, saved.uuid, { version: 1 });
  });

  it(`refuses the ${SAVED_CONFIGURATION_LIMIT + 1}st with K00001 and a message in Chinese, and takes one again after a deletion`, async () => {
    const kept = [];
    for (let n = 1; n <= SAVED_CONFIGURATION_LIMIT; n += 1) kept.push(await saveConfiguration(db, owner, configuration(`配置 ${n}`)));
    const refused = await refusal(saveConfiguration(db, owner, configuration('多一組')));
    expect(refused.code).toBe('K00001');
    expect(refused.message).toBe('最多可儲存 20 組配置，請先刪除不需要的配置再儲存。');
    // The limit is each member's own.
    const theirs = await saveConfiguration(db, other, configuration('別人的'));
    await deleteConfiguration(db, owner, kept[0].uuid, { version: 1 });
    await saveConfiguration(db, owner, configuration('補上的'));
    for (const each of await listSavedConfigurations(db, owner)) await deleteConfiguration(db, owner, each.uuid, { version: each.version });
    await deleteConfiguration(db, other, theirs.uuid, { version: 1 });
  });

  it("answers another member's configuration N00404 for reading, renaming and deleting, and changes nothing", async () => {
    const mine = await saveConfiguration(db, owner, configuration('我的'));
    expect((await refusal(getSavedConfiguration(db, other, mine.uuid))).code).toBe('N00404');
    expect((await refusal(renameConfiguration(db, other, mine.uuid, { name: '搶來的', version: 1 }))).code).toBe('N00404');
    expect((await refusal(deleteConfiguration(db, other, mine.uuid, { version: 1 }))).code).toBe('N00404');
    expect(await listSavedConfigurations(db, other)).toEqual([]);
    expect(await getSavedConfiguration(db, owner, mine.uuid)).toMatchObject({ name: '我的', version: 1 });
    await deleteConfiguration(db, owner, mine.uuid, { version: 1 });
  });

  it('renames with the version the member saw; an older version is S00409 with the record as it is now', async () => {
    const saved = await saveConfiguration(db, owner, configuration('原名'));
    const renamed = await renameConfiguration(db, owner, saved.uuid, { name: '新名', version: 1 });
    expect(renamed).toMatchObject({ name: '新名', version: 2 });
    const stale = await refusal(renameConfiguration(db, owner, saved.uuid, { name: '舊分頁', version: 1 }));
    expect(stale.code).toBe('S00409');
    expect(stale.data).toMatchObject({ record: { name: '新名', version: 2 } });
    expect((await refusal(deleteConfiguration(db, owner, saved.uuid, { version: 1 }))).code).toBe('S00409');
    await deleteConfiguration(db, owner, saved.uuid, { version: 2 });
    expect((await refusal(getSavedConfiguration(db, owner, saved.uuid))).code).toBe('N00404');
  });

  it('refuses ids the family does not offer, on their fields', async () => {
    const stranger = '6f1c2b9e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
    const refused = await refusal(
      saveConfiguration(
        db,
        owner,
        configuration('亂填', { originPartUuids: [stranger], colorMaterialUuid: family.colors[0].materials[0].uuid }),
      ),
    );
    expect(refused.code).toBe('V00001');
    expect((refused.data as { errors: { path: string }[] }).errors.map((error) => error.path).sort()).toEqual([
      'colorMaterialUuid',
      'colorUuid',
      'originPartUuids',
    ]);
    expect((await refusal(saveConfiguration(db, owner, configuration('無此車系', { familyUuid: stranger })))).code).toBe('N00404');
  });

  it('says in words when a part was withdrawn or a price changed since it was saved, and prices it as today', async () => {
    const [kept, dearer] = family.carParts.filter((part) => !part.exclusiveGroup && part.minWheelBase === null);
    const saved = await saveConfiguration(
      db,
      owner,
      configuration('停售測試', {
        colorUuid: family.colors[0].uuid,
        colorMaterialUuid: family.colors[0].materials[0].uuid,
        originPartUuids: [kept.uuid, dearer.uuid],
      }),
    );
    await db.update(carParts).set({ active: false }).where(eq(carParts.id, kept.uuid));
    await db
      .update(carParts)
      .set({ price: dearer.price + 5000 })
      .where(eq(carParts.id, dearer.uuid));
    invalidate('catalog');
    try {
      const now = await getSavedConfiguration(db, owner, saved.uuid);
      expect(now.changes).toEqual([
        '儲存的配置中有 1 個項目已停售，已從配置中移除。',
        expect.stringMatching(new RegExp(`^「${dearer.name}」儲存時為 NT\\$.+，現行價格為 NT\\$.+。$`)),
      ]);
      expect(now.price!.unitPrice).toBe(saved.price!.unitPrice - kept.price + 5000);
    } finally {
      await db.update(carParts).set({ active: true }).where(eq(carParts.id, kept.uuid));
      await db.update(carParts).set({ price: dearer.price }).where(eq(carParts.id, dearer.uuid));
      invalidate('catalog');
      await deleteConfiguration(db, owner, saved.uuid, { version: 1 });
    }
  });
});
