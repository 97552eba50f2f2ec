import { COMPONENT_KEYS, type ComponentKey, type ComponentValue } from '@/lib/catalog/component-keys';
import type { Vehicle } from '@/lib/schemas/catalog';

/** What the buyer has chosen of the six components; a key left out is still open. */
export type ComponentChoice = Partial<Record<ComponentKey, ComponentValue>>;

export interface ComponentOption {
  value: ComponentValue;
  /** Some vehicle has this value together with every other choice made. */
  available: boolean;
  /** Why not, naming the choices it does not go with; null when available. */
  reason: string | null;
}

export const COMPONENT_LABELS: Record<ComponentKey, string> = {
  hp: '馬力',
  suspension: '懸吊',
  ratCode: '後軸齒比',
  gearBox: '變速箱',
  wheelBase: '軸距',
  wheelCount: '輪數',
};

/** One line on what each component means, for a visitor who is not a mechanic; shown under the group. */
export const COMPONENT_HINTS: Record<ComponentKey, string> = {
  hp: '引擎的最大輸出；載重大、常跑山路或高速公路，選高一級較從容。',
  suspension: '支撐車身、吸收路面震動；空氣懸吊較平穩，適合怕震的貨物，鋼板彈簧耐用好保養。',
  ratCode: '傳動軸轉幾圈後輪才轉一圈；數字大起步有力、爬坡好，數字小高速較省油。',
  gearBox: '手排較省油、保養單純；自手排 AMT 自動換檔，市區走走停停較輕鬆。',
  wheelBase: '前後輪軸中心的距離；越長可裝越長的車廂，越短越好迴轉。',
  wheelCount: '全車的輪胎數；後軸雙胎或多一支軸，可載得更重。',
};

const UNITS: Partial<Record<ComponentKey, string>> = { hp: ' hp', wheelBase: ' mm' };
export const formatComponent = (key: ComponentKey, value: ComponentValue) =>
  typeof value === 'number' ? `${value.toLocaleString('zh-TW')}${UNITS[key] ?? ''}` : value;

const chosenKeys = (choice: ComponentChoice) => COMPONENT_KEYS.filter((key) => choice[key] !== undefined && choice[key] !== null);

/** The vehicle agrees with every choice (but `except`). */
const fits = (vehicle: Vehicle, choice: ComponentChoice, except?: ComponentKey) =>
  chosenKeys(choice).every((key) => key === except || vehicle[key] === choice[key]);

const order = (a: ComponentValue, b: ComponentValue) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-TW');

/**
 * Every value of each component with whether it can still be chosen: a value is available when some
 * vehicle has it and every other choice. Unavailable values stay listed, with the choices they clash with.
 */
export function componentOptions(vehicles: readonly Vehicle[], choice: ComponentChoice): Record<ComponentKey, ComponentOption[]> {
  const result = {} as Record<ComponentKey, ComponentOption[]>;
  for (const key of COMPONENT_KEYS) {
    const values = [...new Set(vehicles.map((vehicle) => vehicle[key]))].sort(order);
    result[key] = values.map((value) => {
      const withValue = vehicles.filter((vehicle) => vehicle[key] === value);
      if (withValue.some((vehicle) => fits(vehicle, choice, key))) return { value, available: true, reason: null };
      const clashes = chosenKeys(choice).filter((other) => other !== key && !withValue.some((vehicle) => vehicle[other] === choice[other]));
      const named = (clashes.length ? clashes : chosenKeys(choice).filter((other) => other !== key))
        .map((other) => `${COMPONENT_LABELS[other]} ${formatComponent(other, choice[other]!)}`)
        .join('、');
      return { value, available: false, reason: `與已選的${named}不相容` };
    });
  }
  return result;
}

/** The one vehicle of a complete choice, or null while a component is open (or none matches). */
export function vehicleFor(vehicles: readonly Vehicle[], choice: ComponentChoice): Vehicle | null {
  if (chosenKeys(choice).length !== COMPONENT_KEYS.length) return null;
  return vehicles.find((vehicle) => fits(vehicle, choice)) ?? null;
}

/**
 * Chooses `value` for `key`: the other choices that still go with it are kept, the ones that do not
 * are opened again (in the order of the components), so the choice always has a vehicle.
 */
export function choose(
  vehicles: readonly Vehicle[],
  choice: ComponentChoice,
  key: ComponentKey,
  value: ComponentValue | null,
): ComponentChoice {
  const next: ComponentChoice = {};
  if (value !== null) next[key] = value;
  for (const other of chosenKeys(choice)) {
    if (other === key) continue;
    const candidate = { ...next, [other]: choice[other] };
    if (vehicles.some((vehicle) => fits(vehicle, candidate))) next[other] = choice[other];
  }
  return next;
}
