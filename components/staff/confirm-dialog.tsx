'use client';

import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { CANCEL } from '@/lib/words/actions';

/**
 * Asks before a change that cannot be taken back quietly: the title names it and the person, the lines
 * say what will happen, and only the confirm button makes it. `children` holds choices to make first
 * (a new role); `confirmable` false keeps the button off until they change something.
 */
export function ConfirmDialog({
  title,
  lines,
  confirmLabel,
  onConfirm,
  onClose,
  children,
  confirmable = true,
}: {
  title: string;
  lines: string[];
  confirmLabel: string;
  onConfirm(): Promise<void>;
  onClose(): void;
  children?: ReactNode;
  confirmable?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(change) => !change.open && !busy && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {children}
              {lines.length > 0 ? (
                <List.Root aria-label="將會發生的事" gap="2" ps="5" mt={children ? '4' : '0'}>
                  {lines.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
              ) : (
                <Text color="gray.700" mt={children ? '4' : '0'}>
                  尚未變更任何項目。
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {CANCEL}
              </Button>
              <Button
                colorPalette="red"
                loading={busy}
                disabled={!confirmable}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onConfirm();
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
