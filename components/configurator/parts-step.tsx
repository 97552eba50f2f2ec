'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Badge, Box, Button, Image, Stack, Text } from '@chakra-ui/react';
import type { CarPart, VehicleFamilyDetail } from '@/lib/catalog-types';
import { formatTwd } from '@/lib/money';
import { showToast } from '@/lib/toasts';
import { partToggled } from '@/store/configurator';
import { useAppDispatch } from '@/store/hooks';
import { ChoiceCard } from './choice-cards';
import { useConfiguration } from './use-configuration';

// The details dialog (Chakra's dialog machine, about 14 kB) loads when a buyer first reaches for it.
const loadDialog = () => import('../forms/modal-dialog');
const ModalDialog = dynamic(() => loadDialog().then((m) => m.ModalDialog));

/** Why a part cannot go on the chosen vehicle, or null. */
const misfit = (part: CarPart, wheelBase: number | undefined) =>
  part.minWheelBase !== null && wheelBase !== undefined && wheelBase < part.minWheelBase
    ? `需要軸距 ${part.minWheelBase.toLocaleString('zh-TW')} mm 以上的車型`
    : null;

/**
 * Steps 3 and 4: factory parts (selectedOrigin) or local body-builder parts (selectedLocal), several at
 * once; within an exclusive group one replaces the other, and the page says so.
 */
export function PartsStep({ family, kind }: { family: VehicleFamilyDetail; kind: 'origin' | 'local' }) {
  const dispatch = useAppDispatch();
  const { order } = useConfiguration(family);
  // The last part whose details were opened stays, so the dialog can close with its content.
  const [detail, setDetail] = useState<CarPart | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const list = kind === 'origin' ? 'selectedOrigin' : 'selectedLocal';
  const parts = kind === 'origin' ? family.carParts : family.localCarParts;
  const chosen = order[list];

  const toggle = (part: CarPart, on: boolean) => {
    const replaced = dispatch(partToggled(list, part, on));
    if (replaced.length) showToast(`已改選「${part.name}」，取代「${replaced.map((other) => other.name).join('、')}」（同類只能擇一）`);
  };

  return (
    <Stack gap="3">
      {parts.map((part) => {
        // The wheelbase counts as soon as it is chosen, before the other components are.
        const problem = misfit(part, order.selectedWheelBase ?? undefined);
        const checked = chosen.includes(part.uuid);
        return (
          <Box key={part.uuid} position="relative">
            <ChoiceCard
              type="checkbox"
              checked={checked}
              onChange={(on) => toggle(part, on)}
              choice={{
                value: part.uuid,
                disabled: Boolean(problem) && !checked,
                leading: (
                  <Image
                    src={part.image}
                    alt=""
                    w={{ base: '16', md: '20' }}
                    h={{ base: '16', md: '20' }}
                    objectFit="cover"
                    borderRadius="md"
                    bg="gray.100"
                    flexShrink="0"
                  />
                ),
                label: (
                  <>
                    {part.name}
                    {part.exclusiveGroup && (
                      <Badge ml="2" colorPalette="gray" variant="surface">
                        同類擇一
                      </Badge>
                    )}
                  </>
                ),
                note: problem ?? part.description,
              }}
            >
              <Text fontWeight="semibold" color="brand.800" mt="1" pb="6">
                {formatTwd(part.price)}
              </Text>
            </ChoiceCard>
            {/* Outside the card's label, so it is its own control and a click on the card only ticks it. */}
            <Button
              size="xs"
              variant="ghost"
              colorPalette="brand"
              position="absolute"
              right="2"
              bottom="2"
              onPointerEnter={loadDialog}
              onFocus={loadDialog}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setDetail(part);
                setDetailOpen(true);
              }}
              aria-label={`「${part.name}」詳細說明`}
            >
              詳細說明
            </Button>
          </Box>
        );
      })}
      {parts.length === 0 && <Text color="gray.700">此車系沒有可選的配件。</Text>}
      {detail && (
        <ModalDialog open={detailOpen} onClose={() => setDetailOpen(false)} title={detail.name} returnFocusTo={() => opener.current}>
          <Stack gap="4">
            <Image src={detail.image} alt={`${detail.name} 示意圖`} borderRadius="md" bg="gray.100" />
            <Text>{detail.description}</Text>
            <Text fontWeight="bold" color="brand.800">
              {formatTwd(detail.price)}（含稅）
            </Text>
            {detail.minWheelBase !== null && (
              <Text color="gray.700">適用軸距 {detail.minWheelBase.toLocaleString('zh-TW')} mm 以上的車型。</Text>
            )}
          </Stack>
        </ModalDialog>
      )}
    </Stack>
  );
}
