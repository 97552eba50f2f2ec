'use client';

import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { formatComponent } from '@/lib/configurator/components';
import { truckLook } from '@/lib/configurator/preview';
import { cx } from '@/lib/theme/cx';
import { TruckPreview } from './truck-preview';
import { useConfiguration } from './use-configuration';

/** The drawing of the truck as configured so far, with what it shows in words. */
export function ConfiguredPreview({ family }: { family: VehicleFamilyDetail }) {
  const { order, color, localParts } = useConfiguration(family);
  const look = truckLook({ hex: color?.hex, wheelBase: order.selectedWheelBase, wheelCount: order.selectedWheelCount, localParts });
  const words = [
    color ? `${color.name}車身` : '車色未選',
    order.selectedWheelBase ? `軸距 ${formatComponent('wheelBase', order.selectedWheelBase)}` : null,
    order.selectedWheelCount,
    localParts.length ? localParts.map((part) => part.name).join('、') : '未加裝車斗',
  ].filter(Boolean);
  const label = `${family.name} 示意圖：${words.join('，')}`;
  return (
    <div className={cx('cf-preview')}>
      <TruckPreview look={look} label={label} />
      <p className={cx('cf-preview-words')} aria-hidden>
        {words.join('・')}
      </p>
    </div>
  );
}
