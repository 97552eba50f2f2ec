'use client';

import { useState } from 'react';
import { Button, HStack, Stack, Textarea, chakra } from '@chakra-ui/react';
import { CONTRACT, PREORDER } from '@/lib/words/purchase';
import { BACK, CANCEL } from '@/lib/words/actions';

/** Cancelling a pre-order or a contract: asked for first, with the reason the member is mailed. */
export function CancelForm({
  what,
  busy,
  onCancel,
}: {
  what: typeof PREORDER | typeof CONTRACT;
  busy: boolean;
  onCancel: (reason: string) => Promise<boolean>;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const id = what === CONTRACT ? 'contract-cancel-reason' : 'preorder-cancel-reason';
  if (!asking)
    return (
      <Button colorPalette="red" variant="outline" onClick={() => setAsking(true)}>
        {CANCEL}
        {what}…
      </Button>
    );
  return (
    <chakra.form
      aria-label={`取消${what}`}
      onSubmit={async (event) => {
        event.preventDefault();
        if (await onCancel(reason)) setAsking(false);
      }}
    >
      <Stack gap="2">
        <chakra.label htmlFor={id} fontWeight="medium">
          取消原因（會寄給會員）
        </chakra.label>
        <Textarea id={id} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} bg="white" />
        <HStack>
          <Button type="submit" colorPalette="red" loading={busy}>
            確認取消
          </Button>
          <Button variant="ghost" onClick={() => setAsking(false)}>
            {BACK}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
