// The six component groups a vehicle is chosen by in the configurator's first step, in their order; each
// is a field of the catalog's vehicle (lib/schemas/catalog.ts, vehicleSchema). Their names and hints are
// lib/configurator/components.ts's.

export type ComponentKey = 'hp' | 'suspension' | 'ratCode' | 'gearBox' | 'wheelBase' | 'wheelCount';
export const COMPONENT_KEYS: readonly ComponentKey[] = ['hp', 'suspension', 'ratCode', 'gearBox', 'wheelBase', 'wheelCount'];
/** A component's value on a vehicle: horsepower and wheelbase are numbers, the others words. */
export type ComponentValue = number | string;
