import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import type { Vehicle } from '@/lib/schemas/catalog';
import { seedFamilies } from '@/lib/testing/seed-family';
import { choose, componentOptions, vehicleFor, type ComponentChoice } from './components';

const catalogs = seedFamilies();
const light = catalogs[0].vehicles;
const choiceOf = (vehicle: Vehicle) => Object.fromEntries(COMPONENT_KEYS.map((key) => [key, vehicle[key]])) as ComponentChoice;

describe('the six components narrow one another', () => {
  it('marks what no vehicle has with the choice made, and says which choice it clashes with', () => {
    const options = componentOptions(light, { suspension: '空氣懸吊' });
    const manual = options.gearBox.find((option) => option.value === '5速手排')!;
    expect(manual).toEqual({ value: '5速手排', available: false, reason: '與已選的懸吊 空氣懸吊不相容' });
    expect(options.gearBox.find((option) => option.value === '6速自手排 AMT')?.available).toBe(true);
    // The suspension's own values stay open: choosing another one is always possible.
    expect(options.suspension.every((option) => option.available)).toBe(true);
    expect(options.wheelBase.map((option) => option.value)).toEqual([2800, 3350, 3850]);
  });

  it('choosing keeps the choices that still fit and reopens the others', () => {
    const choice: ComponentChoice = { hp: 150, wheelBase: 2800 };
    expect(choose(light, choice, 'suspension', '空氣懸吊')).toEqual({ suspension: '空氣懸吊' });
    expect(choose(light, choice, 'ratCode', 'R4.9')).toEqual({ ratCode: 'R4.9', hp: 150, wheelBase: 2800 });
    expect(choose(light, choice, 'hp', null)).toEqual({ wheelBase: 2800 });
  });

  it.each(catalogs)('$name: every vehicle is reached by its six components, and by no other', ({ vehicles }) => {
    for (const vehicle of vehicles) {
      expect(vehicleFor(vehicles, choiceOf(vehicle))).toBe(vehicle);
      expect(vehicleFor(vehicles, { ...choiceOf(vehicle), hp: undefined })).toBeNull();
    }
  });

  it.each(catalogs)('$name: choosing available values in any order always ends on exactly one vehicle', ({ vehicles }) => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 200; round += 1) {
      let choice: ComponentChoice = {};
      const keys = [...COMPONENT_KEYS].sort(() => random(3) - 1);
      for (const key of keys) {
        const open = componentOptions(vehicles, choice)[key].filter((option) => option.available);
        expect(open.length).toBeGreaterThan(0);
        choice = choose(vehicles, choice, key, open[random(open.length)].value);
        expect(vehicles.some((vehicle) => COMPONENT_KEYS.every((k) => choice[k] === undefined || vehicle[k] === choice[k]))).toBe(true);
      }
      const vehicle = vehicleFor(vehicles, choice);
      expect(vehicle).not.toBeNull();
      expect(vehicles.filter((candidate) => COMPONENT_KEYS.every((k) => candidate[k] === choice[k]))).toHaveLength(1);
    }
  });
});
