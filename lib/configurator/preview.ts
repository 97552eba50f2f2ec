import type { CarPart } from '@/lib/schemas/catalog';

export type CargoBody = 'none' | 'flatbed' | 'box' | 'reefer' | 'tipper';

export interface TruckLook {
  cabHex: string;
  /** Millimetres between the front and the (first) rear axle. */
  wheelBase: number;
  axles: number;
  dualRear: boolean;
  body: CargoBody;
  liftgate: boolean;
  crane: boolean;
  fifthWheel: boolean;
}

const BODY_WORDS: Array<[RegExp, CargoBody]> = [
  [/冷凍/, 'reefer'],
  [/傾卸/, 'tipper'],
  [/箱型|翼開/, 'box'],
  [/平斗/, 'flatbed'],
];

/** What the drawing of the truck shows, from the vehicle and the local parts chosen. */
export function truckLook(input: {
  hex?: string;
  wheelBase?: number | null;
  wheelCount?: string | null;
  localParts: readonly CarPart[];
}): TruckLook {
  const wheels = Number.parseInt(input.wheelCount ?? '', 10) || 4;
  const names = input.localParts.map((part) => part.name);
  const body = BODY_WORDS.find(([pattern]) => names.some((name) => pattern.test(name)))?.[1] ?? 'none';
  return {
    cabHex: input.hex ?? '#d9dde3',
    wheelBase: input.wheelBase ?? 3350,
    axles: wheels >= 8 ? 3 : 2,
    dualRear: wheels >= 6,
    body,
    liftgate: names.some((name) => name.includes('尾門')),
    crane: names.some((name) => name.includes('吊桿')),
    fifthWheel: names.some((name) => name.includes('第五輪')),
  };
}
