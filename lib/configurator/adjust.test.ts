import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import type { Vehicle } from '@/lib/schemas/catalog';
import { seedFamilies } from '@/lib/testing/seed-family';
import { adjustmentFor } from './adjust';
import { componentOptions, vehicleFor, type ComponentChoice } from './components';

const catalogs = seedFamilies();
const light = catalogs[0].vehicles;
const choiceOf = (vehicle: Vehicle) => Object.fromEntries(COMPONENT_KEYS.map((key) => [key, vehicle[key]])) as ComponentChoice;

describe('the adjustment a clashing choice offers', () => {
  it('changes as few other components as it can, and says which and to what', () => {
    // The first TL 35: 150 hp, leaf springs, R4.1, 5-speed manual, 2,800 mm, 4 wheels. Air suspension
    // comes only with 175 hp and the AMT, from 3,350 mm.
    const adjustment = adjustmentFor(light, choiceOf(light[0]), 'suspension', '空氣懸吊');
    expect(adjustment).toMatchObject({ possible: true, vehicle: { uuid: 'tl35-175-air-r41-6amt-3350-4w' } });
    expect(adjustment.sentence).toBe('選擇懸吊 空氣懸吊會將 馬力 改為 175 hp、變速箱 改為 6速自手排 AMT、軸距 改為 3,350 mm。');
  });

  it('of two equally small changes, takes the vehicle nearest in price', () => {
    // 3,850 mm from the first TL 35 needs 6 wheels and R4.9 either way; 150 hp keeps the price nearer.
    const adjustment = adjustmentFor(light, choiceOf(light[0]), 'wheelBase', 3850);
    expect(adjustment).toMatchObject({ possible: true, vehicle: { uuid: 'tl35-150-leaf-r49-5mt-3850-6w' } });
    expect(adjustment.sentence).toBe('選擇軸距 3,850 mm會將 後軸齒比 改為 R4.9、輪數 改為 6輪。');
  });

  it('says why when no vehicle has the value at all', () => {
    expect(adjustmentFor(light, choiceOf(light[0]), 'hp', 999)).toEqual({
      possible: false,
      sentence: '目前沒有車型提供馬力 999 hp，無法選擇。',
    });
  });

  it.each(catalogs)(
    '$name: from any vehicle, every value ends on a valid build that keeps the value and changes no more than needed',
    ({ vehicles }) => {
      for (const start of vehicles) {
        const choice = choiceOf(start);
        for (const key of COMPONENT_KEYS) {
          for (const option of componentOptions(vehicles, choice)[key]) {
            const adjustment = adjustmentFor(vehicles, choice, key, option.value);
            if (!adjustment.possible) throw new Error(adjustment.sentence);
            const next = choiceOf(adjustment.vehicle);
            expect(next[key]).toBe(option.value);
            expect(vehicleFor(vehicles, next)).toBe(adjustment.vehicle);
            // An available value changes nothing else; no vehicle with the value is closer to the build.
            if (option.available) expect(adjustment.changes).toEqual([]);
            const fewest = Math.min(
              ...vehicles
                .filter((v) => v[key] === option.value)
                .map((v) => COMPONENT_KEYS.filter((k) => k !== key && v[k] !== choice[k]).length),
            );
            expect(adjustment.changes).toHaveLength(fewest);
          }
        }
      }
    },
  );
});
