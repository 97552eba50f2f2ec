'use client';

import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { planChangeText, type PlanChange } from '@/lib/purchase/delivery-plan';
import { BACK, CONFIRM_CHANGE } from '@/lib/words/actions';

/** The delivery's plan as a date change leaves it, each step it moves old → new, to confirm before it is sent. */
export function PlanPreview({
  changes,
  reason,
  busy,
  onConfirm,
  onBack,
}: {
  changes: PlanChange[];
  reason: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const headingId = `plan-preview-${changes[0].step}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" mt="2" bg="brand.50" p="3" borderRadius="md">
      <Text id={headingId} fontWeight="semibold">
        變更後的交車計畫
      </Text>
      <Stack as="ul" gap="1" m="0" ps="5">
        {changes.map((change) => (
          <chakra.li key={change.step}>{planChangeText(change)}</chakra.li>
        ))}
      </Stack>
      {changes.length > 1 && <Text fontSize="sm">之後的階段隨之順延相同天數。</Text>}
      {reason && <Text fontSize="sm">原因：{reason}</Text>}
      <HStack>
        <Button size="sm" colorPalette="brand" loading={busy} onClick={onConfirm}>
          {CONFIRM_CHANGE}
        </Button>
        <Button size="sm" variant="ghost" onClick={onBack}>
          {BACK}
        </Button>
      </HStack>
    </Stack>
  );
}
