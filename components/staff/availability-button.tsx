'use client';

import { OFF_SALE } from '@/lib/words/console';
import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { CANCEL } from '@/lib/words/actions';

/**
 * Withdraw from sale (asked once more, since members' configurations lose the item) or reinstate at once.
 */
export function AvailabilityButton({
  row,
  busy,
  onConfirm,
}: {
  row: { label: string; active: boolean };
  busy: boolean;
  onConfirm: (available: boolean) => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!row.active) {
    return (
      <Button size="xs" variant="outline" disabled={busy} onClick={() => onConfirm(true)} aria-label={`恢復販售「${row.label}」`}>
        恢復販售
      </Button>
    );
  }
  if (!asking) {
    return (
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        disabled={busy}
        onClick={() => setAsking(true)}
        aria-label={`停售「${row.label}」`}
      >
        {OFF_SALE}
      </Button>
    );
  }
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={`確認停售「${row.label}」`}>
      <Text fontSize="xs" color="red.700">
        停售後網站與配置器不再提供；使用中的配置會在下次開啟時收到通知。
      </Text>
      <Button
        size="xs"
        colorPalette="red"
        disabled={busy}
        onClick={() => {
          setAsking(false);
          onConfirm(false);
        }}
      >
        確定停售
      </Button>
      <Button size="xs" variant="ghost" onClick={() => setAsking(false)}>
        {CANCEL}
      </Button>
    </HStack>
  );
}
