// Which driving licence a test drive needs: by the family's gross weight, or 聯結車 for a tractor that
// pulls a semi-trailer. The classes and the weight come from licence-classes.json (dated, with its source:
// 道路交通安全規則 §3 and §61); a licence of a higher rank drives every class below it.
import data from './licence-classes.json';

export const LICENCE_CLASSES = ['small', 'truck', 'bus', 'combination'] as const;
export type LicenceClass = (typeof LICENCE_CLASSES)[number];

export const LICENCE_RULES = { source: data.source, retrieved: data.retrieved } as const;

const byKey = new Map(data.classes.map((entry) => [entry.key as LicenceClass, entry]));

export const LICENCE_LABELS = Object.fromEntries(LICENCE_CLASSES.map((key) => [key, byKey.get(key)!.name])) as Record<LicenceClass, string>;

/** The gross weight in a family's key figures (總重 '3.5 噸'), in kilograms; null when the catalog has none. */
export function grossKgOf(keySpecs: readonly { label: string; value: string }[]): number | null {
  const spec = keySpecs.find((entry) => entry.label === '總重');
  const tonnes = spec ? /(\d+(?:\.\d+)?)\s*噸/.exec(spec.value)?.[1] : undefined;
  return tonnes ? Math.round(Number(tonnes) * 1000) : null;
}

/**
 * The class a family needs: 聯結車 for a tractor, else 小型車 up to 3,500 kg gross and 大貨車 above it.
 * A truck of unknown weight is taken for a heavy one (大貨車): the safer guess.
 */
export function licenceNeeded(family: { grossKg: number | null; towsTrailer: boolean }): LicenceClass {
  if (family.towsTrailer) return 'combination';
  if (family.grossKg !== null && family.grossKg <= data.smallCarMaxGrossKg) return 'small';
  return 'truck';
}

/** Whether a licence held drives the class needed (§61: a higher class covers the lower ones). */
export const licenceCovers = (held: LicenceClass, needed: LicenceClass) => byKey.get(held)!.rank >= byKey.get(needed)!.rank;

/** What the booking page says of a family: 「需持大貨車駕照以上」. */
export const licenceNote = (needed: LicenceClass) =>
  needed === 'combination' ? `需持${LICENCE_LABELS.combination}` : `需持${LICENCE_LABELS[needed]}或更高級別駕照`;
