import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import { COMPONENT_LABELS, formatComponent } from './components';
import type { FrozenConfiguration } from '../sale/pricing';

/** The parts of a configuration by name, 無 when there are none. */
export const partNames = (parts: FrozenConfiguration['originParts']) => (parts.length ? parts.map((part) => part.name).join('、') : '無');

/** A configuration as it was frozen, in words, one fact a line: for a mail, where no table is. */
export function configurationLines({ family, vehicle, color, colorMaterial, originParts, localParts }: FrozenConfiguration): string[] {
  return [
    `車系：${family.name}（${family.series}）`,
    `規格：${COMPONENT_KEYS.map((key) => `${COMPONENT_LABELS[key]} ${formatComponent(key, vehicle[key])}`).join('、')}`,
    `車色：${color.name}（${colorMaterial.name}）`,
    `原廠配件：${partNames(originParts)}`,
    `在地加裝：${partNames(localParts)}`,
  ];
}
