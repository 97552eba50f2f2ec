import { compareConfigurations, compareItemsOf } from './compare';
import { decodeSelection } from './share';
import { seedFamily } from '@/lib/testing/seed-family';

const family = seedFamily();

const first = family.vehicles[0];
const other = family.vehicles.find((vehicle) => vehicle.hp !== first.hp)!;
const plain = { vehicleUuid: first.uuid, colorUuid: null, colorMaterialUuid: null, originPartUuids: [], localPartUuids: [], quantity: 1 };

describe('compareConfigurations', () => {
  it('marks the rows whose values differ, and only those', () => {
    const groups = compareConfigurations([
      { family, selection: plain },
      { family, selection: { ...plain, vehicleUuid: other.uuid } },
    ]);
    const rows = groups.flatMap((group) => group.rows);
    const hp = rows.find((each) => each.label === '馬力')!;
    expect(hp).toMatchObject({ values: [`${first.hp} hp`, `${other.hp} hp`], differs: true });
    expect(rows.find((each) => each.label === '車系')).toMatchObject({ differs: false });
    expect(rows.find((each) => each.label === '車色')).toMatchObject({ values: ['未選擇', '未選擇'], differs: false });
    expect(rows.find((each) => each.label === '總價（含稅）')!.differs).toBe(first.price !== other.price);
  });

  it('lists the parts chosen by name and price, and 無 without', () => {
    const part = family.carParts[0];
    const rows = compareConfigurations([
      { family, selection: { ...plain, originPartUuids: [part.uuid] } },
      { family, selection: plain },
    ]).flatMap((group) => group.rows);
    const parts = rows.find((each) => each.label === '原廠配件')!;
    expect(parts.values[0]).toContain(part.name);
    expect(parts.values[1]).toBe('無');
    expect(parts.differs).toBe(true);
  });
});

describe('compareItemsOf', () => {
  const id = '6f1c2b9e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
  const [v1, v2] = ['0a1b2c3d-0000-4000-8000-000000000001', '0a1b2c3d-0000-4000-8000-000000000002'];
  const named = {
    ...family,
    uuid: id,
    vehicles: family.vehicles.map((vehicle, index) => ({ ...vehicle, uuid: [v1, v2][index] ?? vehicle.uuid })),
  };
  it('reads saved or shared items and a family page’s models, and leaves out what is malformed', () => {
    expect(compareItemsOf({ item: [`${id}.abc_-1`, 'nope.abc', `${id}.bad text`] })).toEqual([{ familyUuid: id, code: 'abc_-1' }]);
    const models = compareItemsOf({ family: id, vehicle: [v1, 'x', v2] });
    expect(models.map((item) => decodeSelection(item.code, named)?.vehicleUuid)).toEqual([v1, v2]);
    expect(compareItemsOf({ family: 'x', vehicle: v1 })).toEqual([]);
  });
});
