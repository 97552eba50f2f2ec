/** Shapes of the vehicle catalog as the API returns them (API.md, family detail). */
export interface Vehicle {
  uuid: string;
  hp: number;
  suspension: string;
  ratCode: string;
  gearBox: string;
  wheelBase: number;
  wheelCount: string;
  price: number;
}

export type ComponentKey = 'hp' | 'suspension' | 'ratCode' | 'gearBox' | 'wheelBase' | 'wheelCount';
export const COMPONENT_KEYS: readonly ComponentKey[] = ['hp', 'suspension', 'ratCode', 'gearBox', 'wheelBase', 'wheelCount'];
export type ComponentValue = Vehicle[ComponentKey];

export interface ColorMaterial {
  uuid: string;
  name: string;
  surcharge: number;
}

export interface VehicleColor {
  uuid: string;
  name: string;
  hex: string;
  materials: ColorMaterial[];
}

export interface CarPart {
  uuid: string;
  name: string;
  description: string;
  price: number;
  image: string;
  exclusiveGroup: string | null;
}

export interface VehicleFamilyDetail {
  uuid: string;
  name: string;
  series: string;
  tagline: string;
  image: string;
  vehicles: Vehicle[];
  colors: VehicleColor[];
  carParts: CarPart[];
  localCarParts: CarPart[];
  agreement: { version: string; text: string };
  maxQuantity: number;
}
