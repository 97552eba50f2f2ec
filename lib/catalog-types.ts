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
  /** Millimetres; the part does not fit a vehicle with a shorter wheelbase. */
  minWheelBase: number | null;
}

export interface VehicleFamilyDetail {
  uuid: string;
  name: string;
  series: string;
  tagline: string;
  description: string;
  image: string;
  keySpecs: { label: string; value: string }[];
  vehicles: Vehicle[];
  colors: VehicleColor[];
  carParts: CarPart[];
  localCarParts: CarPart[];
  agreement: { version: string; text: string };
  maxQuantity: number;
}

/** One entry of the family list (GET /vehicle/family/v1). */
export interface VehicleFamilySummary {
  uuid: string;
  name: string;
  series: string;
  tagline: string;
  image: string;
  startingPrice: number;
  keySpecs: { label: string; value: string }[];
}
