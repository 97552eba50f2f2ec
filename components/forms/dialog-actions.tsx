'use client';

import { Button, HStack } from '@chakra-ui/react';

/** A dialog form's submit and 取消, side by side (wrapping on a phone). */
export function DialogActions({
  submit,
  busy,
  onCancel,
  loadingText = '處理中…',
}: {
  submit: string;
  busy: boolean;
  onCancel(): void;
  loadingText?: string;
}) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button type="submit" colorPalette="brand" loading={busy} loadingText={loadingText}>
        {submit}
      </Button>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        取消
      </Button>
    </HStack>
  );
}
