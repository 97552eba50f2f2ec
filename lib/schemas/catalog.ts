import * as z from 'zod';
import { COUNT, MONEY, UUID } from './data-fields';

// The vehicle catalog as the API answers it (docs/api.md, section vehicle); the types are inferred here.

const keySpecs = z.array(z.object({ label: z.string(), value: z.string() }));

export const vehicleSchema = z.object({
  uuid: UUID,
  hp: z.int(),
  suspension: z.string(),
  ratCode: z.string(),
  gearBox: z.string(),
  wheelBase: z.int(),
  wheelCount: z.string(),
  price: MONEY,
});

export const colorMaterialSchema = z.object({ uuid: UUID, name: z.string(), surcharge: MONEY });
const COLOR = { uuid: UUID, name: z.string(), hex: z.string() };
export const colorSchema = z.object(COLOR);
const vehicleColor = z.object({ ...COLOR, materials: z.array(colorMaterialSchema) });

/** A part as the catalog offers it, and as a configuration keeps it (uuid, name, price). */
const PART_KEPT = { uuid: UUID, name: z.string(), price: MONEY };
export const keptPartSchema = z.object(PART_KEPT);
const carPart = z.object({
  ...PART_KEPT,
  description: z.string(),
  image: z.string(),
  exclusiveGroup: z.string().nullable(),
  /** Millimetres; the part does not fit a vehicle with a shorter wheelbase. */
  minWheelBase: z.int().nullable(),
});

/** What the family list and the family detail both say of a family. */
const FAMILY = { uuid: UUID, name: z.string(), series: z.string(), tagline: z.string(), image: z.string(), keySpecs };

export const familySummarySchema = z.object({ ...FAMILY, startingPrice: MONEY });
export const familyDetailSchema = z.object({
  ...FAMILY,
  description: z.string(),
  vehicles: z.array(vehicleSchema),
  colors: z.array(vehicleColor),
  carParts: z.array(carPart),
  localCarParts: z.array(carPart),
  // Empty strings (not null) while no agreement is published.
  agreement: z.object({ version: z.string(), text: z.string() }),
  maxQuantity: COUNT,
});

export type Vehicle = z.infer<typeof vehicleSchema>;
export type ColorMaterial = z.infer<typeof colorMaterialSchema>;
export type VehicleColor = z.infer<typeof vehicleColor>;
export type CarPart = z.infer<typeof carPart>;
export type VehicleFamilyDetail = z.infer<typeof familyDetailSchema>;
/** One entry of the family list (GET /vehicle/family/v1). */
export type VehicleFamilySummary = z.infer<typeof familySummarySchema>;
