import { MODEL, PAINT, PART } from '@/lib/words/vehicle';
// What a price list prices (issue 20): a vehicle's price, a paint material's surcharge, a part's price.
export const PRICED_KINDS = ['vehicle', 'material', 'part'] as const;
export type PricedKind = (typeof PRICED_KINDS)[number];

/** What headquarters may withdraw from sale and reinstate. */
export const AVAILABILITY_KINDS = ['vehicle', 'color', 'material', 'part'] as const;
export type AvailabilityKind = (typeof AVAILABILITY_KINDS)[number];

export const AVAILABILITY_KIND_LABELS: Record<AvailabilityKind, string> = {
  vehicle: MODEL,
  color: '顏色',
  material: PAINT,
  part: PART,
};
