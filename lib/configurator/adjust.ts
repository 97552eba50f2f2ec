import { COMPONENT_KEYS, type ComponentKey, type ComponentValue } from '@/lib/catalog/component-keys';
import type { Vehicle } from '@/lib/schemas/catalog';
import { COMPONENT_LABELS, formatComponent, vehicleFor, type ComponentChoice } from './components';

/** One component the adjustment changes. */
export interface ComponentChange {
  key: ComponentKey;
  from: ComponentValue | undefined;
  to: ComponentValue;
}

/** What choosing a value that clashes with the build would take: the vehicle it ends on and what else changes. */
export type Adjustment =
  { possible: true; vehicle: Vehicle; changes: ComponentChange[]; sentence: string } | { possible: false; sentence: string };

const named = (key: ComponentKey, value: ComponentValue) => `${COMPONENT_LABELS[key]} ${formatComponent(key, value)}`;

const changesTo = (vehicle: Vehicle, choice: ComponentChoice, except: ComponentKey): ComponentChange[] =>
  COMPONENT_KEYS.filter((key) => key !== except && vehicle[key] !== choice[key]).map((key) => ({
    key,
    from: choice[key],
    to: vehicle[key],
  }));

/**
 * The smallest change to the build that makes `key` = `value` valid: among the vehicles with that value,
 * the one that differs from the other choices in the fewest components; a tie goes to the price nearest
 * the current vehicle's, then to the catalog's order. Impossible when no vehicle has the value.
 */
export function adjustmentFor(vehicles: readonly Vehicle[], choice: ComponentChoice, key: ComponentKey, value: ComponentValue): Adjustment {
  const candidates = vehicles.filter((vehicle) => vehicle[key] === value);
  if (candidates.length === 0) return { possible: false, sentence: `目前沒有車型提供${named(key, value)}，無法選擇。` };
  const current = vehicleFor(vehicles, choice);
  const cost = (vehicle: Vehicle) => changesTo(vehicle, choice, key).length;
  const gap = (vehicle: Vehicle) => (current ? Math.abs(vehicle.price - current.price) : 0);
  // Array.prototype.sort is stable, so equal candidates keep the catalog's order.
  const [vehicle] = [...candidates].sort((a, b) => cost(a) - cost(b) || gap(a) - gap(b));
  const changes = changesTo(vehicle, choice, key);
  const list = changes.map((change) => `${COMPONENT_LABELS[change.key]} 改為 ${formatComponent(change.key, change.to)}`).join('、');
  return {
    possible: true,
    vehicle,
    changes,
    sentence: changes.length ? `選擇${named(key, value)}會將 ${list}。` : `選擇${named(key, value)}。`,
  };
}
