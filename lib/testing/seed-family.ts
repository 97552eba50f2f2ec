import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { FAMILIES } from '@/lib/server/seed/catalog-data';

/**
 * For tests: a family of the demo catalog as GET /vehicle/family/v1/{id} gives it, with the seed keys
 * as ids (vehicles `key`, colors `key`, paints `color:paint`, parts `origin:key` / `local:key`).
 */
export function seedFamily(index = 0): VehicleFamilyDetail {
  const seed = FAMILIES[index];
  const part = (kind: string) => (p: (typeof seed.originParts)[number]) => ({
    ...p,
    uuid: `${kind}:${p.key}`,
    image: `/images/parts/${p.key}.svg`,
  });
  return {
    uuid: `family-${index}`,
    name: seed.name,
    series: seed.series,
    tagline: seed.tagline,
    description: seed.description,
    image: seed.image,
    keySpecs: seed.keySpecs,
    maxQuantity: seed.maxQuantity,
    vehicles: seed.vehicles.map(({ key, ...vehicle }) => ({ ...vehicle, uuid: key })),
    colors: seed.colors.map((color) => ({
      uuid: color.key,
      name: color.name,
      hex: color.hex,
      materials: color.materials.map((m) => ({ uuid: `${color.key}:${m.key}`, name: m.name, surcharge: m.surcharge })),
    })),
    carParts: seed.originParts.map(part('origin')),
    localCarParts: seed.localParts.map(part('local')),
    agreement: { version: '3', text: '第一條 訂金\n第二條 交車\n第三條 退訂' },
  };
}

/** For tests: every family of the demo catalog, each as seedFamily gives it. */
export const seedFamilies = () => FAMILIES.map((_, index) => seedFamily(index));
