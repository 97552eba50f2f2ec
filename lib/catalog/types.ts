import type { Vehicle } from '@/lib/schemas/catalog';

/** Shapes of the vehicle catalog as the API returns them: inferred from their schemas (lib/schemas/catalog.ts). */
export type { CarPart, ColorMaterial, Vehicle, VehicleColor, VehicleFamilyDetail, VehicleFamilySummary } from '@/lib/schemas/catalog';

export type ComponentKey = 'hp' | 'suspension' | 'ratCode' | 'gearBox' | 'wheelBase' | 'wheelCount';
export const COMPONENT_KEYS: readonly ComponentKey[] = ['hp', 'suspension', 'ratCode', 'gearBox', 'wheelBase', 'wheelCount'];
export type ComponentValue = Vehicle[ComponentKey];
