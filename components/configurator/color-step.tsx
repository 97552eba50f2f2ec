'use client';

import { Box, Stack, Text } from '@chakra-ui/react';
import type { VehicleFamilyDetail } from '@/lib/catalog-types';
import { formatTwd } from '@/lib/money';
import { useAppDispatch } from '@/store/hooks';
import { selectionsChanged } from '@/store/slices/vehicle-order-slice';
import { ChoiceCards } from './choice-cards';
import { useConfiguration } from './use-configuration';

/** Step 2: the cab color, then its paint (材質) with any surcharge. */
export function ColorStep({ family }: { family: VehicleFamilyDetail }) {
  const dispatch = useAppDispatch();
  const { color, material } = useConfiguration(family);

  const chooseColor = (uuid: string) => {
    const next = family.colors.find((candidate) => candidate.uuid === uuid);
    if (!next) return;
    // A paint of the old color does not apply; the first (standard) paint of the new one is taken.
    const keep = next.materials.some((candidate) => candidate.uuid === material?.uuid);
    dispatch(
      selectionsChanged({ selectedColor: next.uuid, selectedColorMaterial: keep ? material!.uuid : (next.materials[0]?.uuid ?? null) }),
    );
  };

  return (
    <Stack gap="8">
      <ChoiceCards
        label="車色"
        value={color?.uuid ?? null}
        onChange={chooseColor}
        choices={family.colors.map((each) => ({
          value: each.uuid,
          label: each.name,
          leading: (
            <Box aria-hidden w="6" h="6" borderRadius="full" bg={each.hex} borderWidth="1px" borderColor="gray.400" flexShrink="0" />
          ),
        }))}
      />
      {color && (
        <ChoiceCards
          label={`${color.name}的烤漆`}
          value={material?.uuid ?? null}
          onChange={(value) => dispatch(selectionsChanged({ selectedColorMaterial: value }))}
          columns={{ base: 1, md: 2 }}
          choices={color.materials.map((each) => ({
            value: each.uuid,
            label: each.name,
            note: each.surcharge > 0 ? `加價 ${formatTwd(each.surcharge)}` : '不加價',
          }))}
        />
      )}
      {!color && <Text color="gray.700">請先選擇車色，再選擇烤漆。</Text>}
    </Stack>
  );
}
