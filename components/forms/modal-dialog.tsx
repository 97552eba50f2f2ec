'use client';

import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

/**
 * A dialog with a title and a close button: full screen on phones, centred from the sm breakpoint.
 * `returnFocusTo` names the control that opened it, where focus goes back on closing (needed when
 * the dialog mounts after the click, as a lazily loaded one does).
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  returnFocusTo,
}: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  returnFocusTo?: () => HTMLElement | null;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The full size's height and square corners stay from sm up unless undone: a responsive size only overrides what the larger size sets. */}
          <Dialog.Content minH={{ sm: 'auto' }} borderRadius={{ sm: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="關閉" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
