'use client';

import { Box, Text } from '@chakra-ui/react';
import type { VehicleFamilyDetail } from '@/lib/catalog-types';
import { formatComponent } from '@/lib/configurator/components';
import { truckLook } from '@/lib/configurator/preview';
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
    <Box borderWidth="1px" borderColor="gray.200" borderRadius="lg" bg="gray.50" p="3">
      <TruckPreview look={look} label={label} />
      <Text fontSize="sm" color="gray.700" mt="2" aria-hidden>
        {words.join('・')}
      </Text>
    </Box>
  );
}
