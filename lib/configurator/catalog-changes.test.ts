import { seedFamily } from '@/lib/testing/seed-family';
import { evaluateOrder } from '../sale/pricing';
import { catalogChanges, seenPricesOf } from './catalog-changes';
import { encodeSelection, sharedChanges } from './share';

const family = seedFamily();
const selection = {
  vehicleUuid: family.vehicles[0].uuid,
  colorUuid: family.colors[0].uuid,
  colorMaterialUuid: family.colors[0].materials[1].uuid,
  originPartUuids: [family.carParts[0].uuid],
  localPartUuids: [],
  quantity: 1,
};
const lines = evaluateOrder(family, selection).price.lines;
const seen = seenPricesOf(lines);

/** The family after headquarters raised the vehicle's price and withdrew the part. */
const changed = {
  ...family,
  vehicles: family.vehicles.map((vehicle, i) => (i === 0 ? { ...vehicle, price: vehicle.price + 50_000 } : vehicle)),
  carParts: family.carParts.slice(1),
};

describe('a configuration opened again after the catalog changed', () => {
  it('says nothing when nothing changed', () => {
    expect(catalogChanges(seen, family)).toEqual([]);
  });

  it('names the withdrawn item and the new price, with both amounts', () => {
    const vehicle = family.vehicles[0];
    expect(catalogChanges(seen, changed)).toEqual([
      `「${family.name} ${vehicle.hp} hp」的價格已由 NT$ ${vehicle.price.toLocaleString('en-US')} 調整為 NT$ ${(vehicle.price + 50_000).toLocaleString('en-US')}。`,
      `「${family.carParts[0].name}」已停售，已從您的配置中移除。`,
    ]);
  });

  it('a share link says how many of its items were withdrawn and which prices changed, in the portal’s own words only', () => {
    const amounts = Object.fromEntries(lines.map((line) => [line.uuid, line.amount]));
    const text = encodeSelection(selection, amounts);
    expect(sharedChanges(text, family)).toEqual([]);
    const notices = sharedChanges(text, changed);
    expect(notices[0]).toBe('分享的配置中有 1 個項目已停售，已從配置中移除。');
    expect(notices[1]).toMatch(/」分享時為 NT\$ [\d,]+，現行價格為 NT\$ [\d,]+。$/);
    // A link of before (no amounts) or a broken one: nothing to say.
    expect(sharedChanges(encodeSelection(selection), changed)).toEqual([]);
    expect(sharedChanges('not a link', changed)).toEqual([]);
  });

  it('a forged link counts only its own choices, with amounts a price could be', () => {
    const forged = (p: unknown) => encodeSelection(selection, p as Record<string, number>);
    // Ids it did not choose, odd amounts, an array: nothing to say.
    expect(sharedChanges(forged({ x: 5, z: -5 }), family)).toEqual([]);
    expect(sharedChanges(forged([1, 2]), family)).toEqual([]);
    expect(sharedChanges(forged({ [family.vehicles[0].uuid]: -1 }), family)).toEqual([]);
    expect(sharedChanges(forged({ [family.vehicles[0].uuid]: 1.5 }), family)).toEqual([]);
    expect(sharedChanges(forged({ [family.vehicles[0].uuid]: 10 ** 12 }), family)).toEqual([]);
  });
});
