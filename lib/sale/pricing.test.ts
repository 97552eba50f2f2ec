/** @jest-environment node */
import fc from 'fast-check';
import type { CarPart, Vehicle, VehicleColor, VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { DEPOSIT_RATE, DEPOSIT_ROUNDING, depositFor, evaluateOrder, type OrderSelection } from './pricing';
import { MAX_ORDER_TOTAL, MAX_ORDER_TOTAL_MESSAGE, MAX_PRICE } from '../format/money';

// ---------------------------------------------------------------------------------------------
// A small hand-made family for the example tests.

const vehicle = (uuid: string, price: number, wheelBase: number): Vehicle => ({
  uuid,
  hp: 150,
  suspension: '鋼板彈簧',
  ratCode: 'R4.1',
  gearBox: '5速手排',
  wheelBase,
  wheelCount: '4輪',
  price,
});

const part = (uuid: string, price: number, exclusiveGroup: string | null = null, minWheelBase: number | null = null): CarPart => ({
  uuid,
  name: `配件 ${uuid}`,
  description: '',
  price,
  image: '',
  exclusiveGroup,
  minWheelBase,
});

const FAMILY: VehicleFamilyDetail = {
  uuid: 'family',
  name: '泰嵐 TL 35 輕型貨車',
  series: 'TL 35',
  tagline: '',
  description: '',
  image: '',
  keySpecs: [],
  maxQuantity: 5,
  vehicles: [vehicle('short', 1_028_000, 2800), vehicle('long', 1_114_000, 3850)],
  colors: [
    {
      uuid: 'white',
      name: '極地白',
      hex: '#ffffff',
      materials: [
        { uuid: 'white-solid', name: '一般烤漆', surcharge: 0 },
        { uuid: 'white-pearl', name: '珍珠烤漆', surcharge: 32_000 },
      ],
    },
    { uuid: 'red', name: '信號紅', hex: '#b3282d', materials: [{ uuid: 'red-solid', name: '一般烤漆', surcharge: 0 }] },
  ],
  carParts: [part('camera', 15_000), part('tpms', 16_000)],
  localCarParts: [
    part('flatbed', 68_000, 'cargo-body'),
    part('box', 135_000, 'cargo-body', 3350),
    part('wing', 265_000, 'cargo-body', 3850),
    part('bumper', 12_000),
  ],
  agreement: { version: '2026-01', text: '條款' },
};

const select = (overrides: Partial<OrderSelection> = {}): OrderSelection => ({
  vehicleUuid: 'long',
  colorUuid: 'white',
  colorMaterialUuid: 'white-pearl',
  originPartUuids: ['camera'],
  localPartUuids: ['box'],
  quantity: 2,
  ...overrides,
});

const fields = (selection: OrderSelection, family = FAMILY) => evaluateOrder(family, selection).problems.map((problem) => problem.field);

describe('evaluateOrder: examples', () => {
  it('prices a valid selection line by line and freezes the configuration', () => {
    const { problems, price, configuration } = evaluateOrder(FAMILY, select());
    expect(problems).toEqual([]);
    expect(price.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['vehicle', 1_114_000],
      ['paint', 32_000],
      ['origin-part', 15_000],
      ['local-part', 135_000],
    ]);
    expect(price.unitPrice).toBe(1_296_000);
    expect(price.quantity).toBe(2);
    expect(price.total).toBe(2_592_000);
    // 5% of 2,592,000 is 129,600, rounded up to whole thousands.
    expect(price.deposit).toBe(130_000);
    expect(price.currency).toBe('TWD');
    expect(configuration).toMatchObject({
      family: { uuid: 'family', name: '泰嵐 TL 35 輕型貨車', series: 'TL 35' },
      vehicle: { uuid: 'long' },
      color: { uuid: 'white', name: '極地白', hex: '#ffffff' },
      colorMaterial: { uuid: 'white-pearl', surcharge: 32_000 },
      originParts: [{ uuid: 'camera', price: 15_000 }],
      localParts: [{ uuid: 'box', price: 135_000 }],
    });
  });

  it('the deposit is 5% rounded up to whole thousands', () => {
    expect(DEPOSIT_RATE).toBe(0.05);
    expect(DEPOSIT_ROUNDING).toBe(1000);
    expect(depositFor(1_000_000)).toBe(50_000);
    expect(depositFor(1_000_001)).toBe(51_000);
    expect(depositFor(1_019_999)).toBe(51_000);
    expect(depositFor(1_020_000)).toBe(51_000);
    expect(depositFor(1_020_001)).toBe(52_000);
    expect(depositFor(0)).toBe(0);
  });

  it('asks for each missing choice', () => {
    const result = evaluateOrder(FAMILY, {
      vehicleUuid: null,
      colorUuid: null,
      colorMaterialUuid: null,
      originPartUuids: [],
      localPartUuids: [],
      quantity: 1,
    });
    expect(result.problems.map((problem) => problem.field)).toEqual(['vehicleUuid', 'colorUuid']);
    expect(result.problems.map((problem) => problem.message)).toEqual(['請選擇車型', '請選擇顏色']);
    expect(result.configuration).toBeNull();
    expect(fields(select({ colorMaterialUuid: null }))).toEqual(['colorMaterialUuid']);
  });

  it('refuses a material of another color', () => {
    expect(fields(select({ colorUuid: 'red', colorMaterialUuid: 'white-pearl' }))).toEqual(['colorMaterialUuid']);
  });

  it('refuses two cargo bodies, a part too long for the wheelbase, a repeated part and a foreign part', () => {
    expect(fields(select({ localPartUuids: ['flatbed', 'box'] }))).toEqual(['localPartUuids']);
    expect(fields(select({ vehicleUuid: 'short', localPartUuids: ['box'] }))).toEqual(['localPartUuids']);
    expect(fields(select({ originPartUuids: ['camera', 'camera'] }))).toEqual(['originPartUuids']);
    // A local part offered as a factory option is not in that list.
    expect(fields(select({ originPartUuids: ['bumper'] }))).toEqual(['originPartUuids']);
  });

  it('refuses quantities outside 1..maxQuantity and non-integers; a quantity below one is priced as one unit', () => {
    for (const quantity of [0, -1, 6, 1.5, Number.NaN]) {
      const result = evaluateOrder(FAMILY, select({ quantity }));
      expect(result.problems.map((problem) => problem.field)).toEqual(['quantity']);
      expect(result.problems[0].message).toContain('1 至 5');
      expect(result.configuration).toBeNull();
      expect(result.price.quantity).toBe(quantity === 6 ? 6 : 1);
      expect(result.price.total).toBe(result.price.unitPrice * result.price.quantity);
    }
    expect(fields(select({ quantity: 5 }))).toEqual([]);
  });

  it('refuses a total above MAX_ORDER_TOTAL on quantity, in words; the limit itself is orderable', () => {
    const dearest = { ...FAMILY, maxQuantity: 100, vehicles: [vehicle('dearest', MAX_PRICE, 3850)] };
    const bare = select({
      vehicleUuid: 'dearest',
      colorMaterialUuid: 'white-solid',
      originPartUuids: [],
      localPartUuids: [],
      quantity: 100,
    });
    const atLimit = evaluateOrder(dearest, bare);
    expect(atLimit.price.total).toBe(MAX_ORDER_TOTAL);
    expect(atLimit.problems).toEqual([]);
    const over = evaluateOrder(dearest, { ...bare, originPartUuids: ['camera'] });
    expect(over.problems).toEqual([{ field: 'quantity', message: MAX_ORDER_TOTAL_MESSAGE, beyondLimit: true }]);
    expect(over.configuration).toBeNull();
    // Every amount below the limit is a whole number a JavaScript number holds exactly.
    expect(Number.isSafeInteger(MAX_ORDER_TOTAL)).toBe(true);
  });

  it('every problem message is Chinese', () => {
    const result = evaluateOrder(FAMILY, {
      vehicleUuid: 'gone',
      colorUuid: 'gone',
      colorMaterialUuid: null,
      originPartUuids: ['gone', 'gone'],
      localPartUuids: ['flatbed', 'wing'],
      quantity: 99,
    });
    expect(result.problems.length).toBeGreaterThanOrEqual(5);
    for (const problem of result.problems) expect(problem.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

// ---------------------------------------------------------------------------------------------
// Generated families and selections.

const GROUPS = ['cargo-body', 'tail-lift', 'crane', 'fuel-tank'];

const partsArb = (prefix: string) =>
  fc
    .array(
      fc.record({
        price: fc.integer({ min: 1_000, max: 2_000_000 }),
        exclusiveGroup: fc.option(fc.constantFrom(...GROUPS), { nil: null, freq: 2 }),
        minWheelBase: fc.option(fc.integer({ min: 2_500, max: 6_000 }), { nil: null, freq: 2 }),
      }),
      { minLength: 0, maxLength: 12 },
    )
    .map((rows) => rows.map((row, i) => part(`${prefix}-${i}`, row.price, row.exclusiveGroup, row.minWheelBase)));

const familyArb: fc.Arbitrary<VehicleFamilyDetail> = fc
  .record({
    vehicles: fc.array(
      fc.record({ price: fc.integer({ min: 300_000, max: 9_000_000 }), wheelBase: fc.integer({ min: 2_500, max: 6_000 }) }),
      {
        minLength: 1,
        maxLength: 10,
      },
    ),
    colors: fc.array(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
    carParts: partsArb('origin'),
    localCarParts: partsArb('local'),
    maxQuantity: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ vehicles, colors, carParts, localCarParts, maxQuantity }) => ({
    ...FAMILY,
    uuid: 'generated',
    maxQuantity,
    vehicles: vehicles.map((row, i) => ({ ...vehicle(`vehicle-${i}`, row.price, row.wheelBase), hp: 100 + i })),
    colors: colors.map((surcharges, i): VehicleColor => ({
      uuid: `color-${i}`,
      name: `顏色 ${i}`,
      hex: '#000000',
      materials: surcharges.map((surcharge, j) => ({ uuid: `material-${i}-${j}`, name: `烤漆 ${j}`, surcharge })),
    })),
    carParts,
    localCarParts,
  }));

/** The parts a vehicle can carry, at most one per exclusive group, in the order they were drawn. */
const fitting = (parts: CarPart[], chosenVehicle: Vehicle) => {
  const groups = new Set<string>();
  return parts.filter((candidate) => {
    if (candidate.minWheelBase !== null && candidate.minWheelBase > chosenVehicle.wheelBase) return false;
    if (candidate.exclusiveGroup === null) return true;
    if (groups.has(candidate.exclusiveGroup)) return false;
    groups.add(candidate.exclusiveGroup);
    return true;
  });
};

interface Case {
  family: VehicleFamilyDetail;
  selection: OrderSelection;
  vehicle: Vehicle;
  surcharge: number;
  parts: CarPart[];
}

/** A family and a selection the rule must accept. */
const validCaseArb: fc.Arbitrary<Case> = familyArb.chain((family) =>
  fc
    .record({
      vehicle: fc.constantFrom(...family.vehicles),
      color: fc.constantFrom(...family.colors),
      materialIndex: fc.nat(),
      origin: fc.shuffledSubarray(family.carParts),
      local: fc.shuffledSubarray(family.localCarParts),
      quantity: fc.integer({ min: 1, max: family.maxQuantity }),
    })
    .map(({ vehicle: chosen, color, materialIndex, origin, local, quantity }) => {
      const material = color.materials[materialIndex % color.materials.length];
      const originParts = fitting(origin, chosen);
      const localParts = fitting(local, chosen);
      return {
        family,
        vehicle: chosen,
        surcharge: material.surcharge,
        parts: [...originParts, ...localParts],
        selection: {
          vehicleUuid: chosen.uuid,
          colorUuid: color.uuid,
          colorMaterialUuid: material.uuid,
          originPartUuids: originParts.map((item) => item.uuid),
          localPartUuids: localParts.map((item) => item.uuid),
          quantity,
        },
      };
    }),
);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('evaluateOrder: properties', () => {
  it('a valid selection has no problem and total = (vehicle + paint + parts) × quantity', () => {
    fc.assert(
      fc.property(validCaseArb, ({ family, selection, vehicle: chosen, surcharge, parts }) => {
        const { problems, price, configuration } = evaluateOrder(family, selection);
        expect(problems).toEqual([]);
        expect(configuration).not.toBeNull();
        const unit = chosen.price + surcharge + sum(parts.map((item) => item.price));
        expect(price.unitPrice).toBe(unit);
        expect(price.quantity).toBe(selection.quantity);
        expect(price.total).toBe(unit * selection.quantity);
        expect(sum(price.lines.map((line) => line.amount))).toBe(price.unitPrice);
        expect(price.lines).toHaveLength(2 + parts.length);
        expect(configuration!.originParts.map((item) => item.uuid)).toEqual(selection.originPartUuids);
        expect(configuration!.localParts.map((item) => item.uuid)).toEqual(selection.localPartUuids);
      }),
      { numRuns: 300 },
    );
  });

  it('deposit = ceil(total × DEPOSIT_RATE / 1000) × 1000, a whole number of thousands, never above the total', () => {
    fc.assert(
      fc.property(validCaseArb, ({ family, selection }) => {
        const { price } = evaluateOrder(family, selection);
        expect(price.deposit).toBe(Math.ceil((price.total * DEPOSIT_RATE) / 1000) * 1000);
        // The same in integer arithmetic: 5% of the total is total / 20, in thousands.
        expect(price.deposit).toBe(Math.ceil(price.total / 20_000) * 1000);
        expect(price.deposit % 1000).toBe(0);
        expect(price.deposit).toBeGreaterThanOrEqual(price.total * DEPOSIT_RATE);
        expect(price.deposit).toBeLessThan(price.total * DEPOSIT_RATE + 1000);
        expect(price.deposit).toBeLessThanOrEqual(price.total);
      }),
      { numRuns: 300 },
    );
  });

  it('depositFor agrees with integer arithmetic for any whole total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (total) => {
        expect(depositFor(total)).toBe(Math.ceil(total / 20_000) * 1000);
      }),
      { numRuns: 2000 },
    );
  });

  it('the order of the part uuids does not change the price', () => {
    fc.assert(
      fc.property(
        validCaseArb.chain((validCase) =>
          fc.tuple(
            fc.constant(validCase),
            fc.shuffledSubarray(validCase.selection.originPartUuids as string[], { minLength: validCase.selection.originPartUuids.length }),
            fc.shuffledSubarray(validCase.selection.localPartUuids as string[], { minLength: validCase.selection.localPartUuids.length }),
          ),
        ),
        ([{ family, selection }, origin, local]) => {
          const first = evaluateOrder(family, selection);
          const second = evaluateOrder(family, { ...selection, originPartUuids: origin, localPartUuids: local });
          expect(second.problems).toEqual([]);
          expect(second.price.total).toBe(first.price.total);
          expect(second.price.unitPrice).toBe(first.price.unitPrice);
          expect(second.price.deposit).toBe(first.price.deposit);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('two parts of one exclusive group yield a problem on that field', () => {
    fc.assert(
      fc.property(
        validCaseArb,
        fc.constantFrom('originPartUuids' as const, 'localPartUuids' as const),
        fc.constantFrom(...GROUPS),
        fc.integer({ min: 1_000, max: 500_000 }),
        ({ family, selection }, field, group, price) => {
          // Two new parts of one group that fit every vehicle, added to a valid selection.
          const listKey = field === 'originPartUuids' ? 'carParts' : 'localCarParts';
          const rivals = [part('rival-a', price, group), part('rival-b', price + 1, group)];
          const withRivals = { ...family, [listKey]: [...family[listKey], ...rivals] };
          const kept = selection[field].filter((uuid) => family[listKey].find((item) => item.uuid === uuid)?.exclusiveGroup !== group);
          const result = evaluateOrder(withRivals, { ...selection, [field]: [...kept, 'rival-a', 'rival-b'] });
          expect(result.problems.map((problem) => problem.field)).toEqual([field]);
          expect(result.problems[0].message).toContain('擇一');
          expect(result.configuration).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a part with a minWheelBase above the vehicle wheelbase yields a problem', () => {
    fc.assert(
      fc.property(
        validCaseArb,
        fc.constantFrom('originPartUuids' as const, 'localPartUuids' as const),
        fc.integer({ min: 1, max: 3_000 }),
        ({ family, selection, vehicle: chosen }, field, excess) => {
          const listKey = field === 'originPartUuids' ? 'carParts' : 'localCarParts';
          const long = part('too-long', 50_000, null, chosen.wheelBase + excess);
          const result = evaluateOrder(
            { ...family, [listKey]: [...family[listKey], long] },
            { ...selection, [field]: [...selection[field], 'too-long'] },
          );
          expect(result.problems.map((problem) => problem.field)).toEqual([field]);
          expect(result.problems[0].message).toContain(String(chosen.wheelBase + excess));
          expect(result.configuration).toBeNull();
          // The same part fits a vehicle exactly as long as it needs.
          const exact = part('exact', 50_000, null, chosen.wheelBase);
          const fits = evaluateOrder(
            { ...family, [listKey]: [...family[listKey], exact] },
            { ...selection, [field]: [...selection[field], 'exact'] },
          );
          expect(fits.problems).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a uuid not in the family yields a problem on its field and no configuration', () => {
    const fieldArb = fc.constantFrom<keyof OrderSelection>(
      'vehicleUuid',
      'colorUuid',
      'colorMaterialUuid',
      'originPartUuids',
      'localPartUuids',
    );
    fc.assert(
      fc.property(validCaseArb, fieldArb, fc.uuid(), ({ family, selection }, field, stranger) => {
        const changed: OrderSelection =
          field === 'originPartUuids' || field === 'localPartUuids'
            ? { ...selection, [field]: [...selection[field], stranger] }
            : { ...selection, [field]: stranger };
        const result = evaluateOrder(family, changed);
        expect(result.problems.map((problem) => problem.field)).toContain(field);
        expect(result.configuration).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('a quantity outside 1..maxQuantity yields a problem on quantity and no configuration', () => {
    const badQuantity = (max: number) =>
      fc.oneof(
        fc.integer({ min: -1_000, max: 0 }),
        fc.integer({ min: max + 1, max: max + 1_000 }),
        // A fraction inside the range (1.5 of 1..2) is no quantity either.
        fc.double({ min: 1, max: max + 1, noInteger: true, noNaN: true }),
      );
    fc.assert(
      fc.property(
        validCaseArb.chain((validCase) => fc.tuple(fc.constant(validCase), badQuantity(validCase.family.maxQuantity))),
        ([{ family, selection }, quantity]) => {
          const result = evaluateOrder(family, { ...selection, quantity });
          expect(result.problems.map((problem) => problem.field)).toEqual(['quantity']);
          expect(result.configuration).toBeNull();
          expect(Number.isInteger(result.price.quantity) && result.price.quantity >= 1).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
