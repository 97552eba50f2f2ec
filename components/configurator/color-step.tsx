'use client';

import { Box, HStack, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { VehicleFamilyDetail } from '@/lib/catalog-types';
import { formatTwd } from '@/lib/money';
import { useAppDispatch } from '@/store/hooks';
import { selectionsChanged } from '@/store/slices/vehicle-order-slice';
import { useConfiguration } from './use-configuration';

/** Step 2: the cab color, then its paint (材質) with any surcharge. */
export function ColorStep({ family }: { family: VehicleFamilyDetail }) {
  const dispatch = useAppDispatch();
  const { color, material } = useConfiguration(family);

  const chooseColor = (uuid: string | null) => {
    const next = family.colors.find((candidate) => candidate.uuid === uuid);
    if (!next) return;
    // A paint of the old color does not apply; the first (standard) paint of the new one is taken.
    const keep = next.materials.some((candidate) => candidate.uuid === material?.uuid);
    dispatch(selectionsChanged({ selectedColor: next.uuid, selectedColorMaterial: keep ? material!.uuid : (next.materials[0]?.uuid ?? null) }));
  };

  return (
    <Stack gap="8">
      <RadioCard.Root value={color?.uuid ?? null} onValueChange={(details) => chooseColor(details.value)} colorPalette="brand" size="sm">
        <RadioCard.Label fontWeight="semibold" fontSize="md">
          車色
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
          {family.colors.map((each) => (
            <RadioCard.Item key={each.uuid} value={each.uuid}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <HStack gap="3">
                  <Box aria-hidden w="8" h="8" borderRadius="full" bg={each.hex} borderWidth="1px" borderColor="gray.400" flexShrink="0" />
                  <RadioCard.ItemText>{each.name}</RadioCard.ItemText>
                </HStack>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {color && (
        <RadioCard.Root
          value={material?.uuid ?? null}
          onValueChange={(details) => dispatch(selectionsChanged({ selectedColorMaterial: details.value }))}
          colorPalette="brand"
          size="sm"
        >
          <RadioCard.Label fontWeight="semibold" fontSize="md">
            {color.name}的烤漆
          </RadioCard.Label>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            {color.materials.map((each) => (
              <RadioCard.Item key={each.uuid} value={each.uuid}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{each.name}</RadioCard.ItemText>
                    <RadioCard.ItemDescription color="fg">{each.surcharge > 0 ? `加價 ${formatTwd(each.surcharge)}` : '不加價'}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
      )}
      {!color && <Text color="gray.700">請先選擇車色，再選擇烤漆。</Text>}
    </Stack>
  );
}
