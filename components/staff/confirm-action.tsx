'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Button as ChakraButton, Stack, type ButtonProps } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { FormAlert } from '../forms/form-alert';
import { ModalDialog } from '../forms/modal-dialog';
import { BACK } from '@/lib/words/actions';

/**
 * Asks before a change that mails someone or starts something: `children` says what will happen. Nothing
 * is sent until the confirming button is pressed; the dialog then closes whatever the answer, and a
 * refusal shows beside the action that opened it (see ActionError).
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  busy,
  danger = false,
  onConfirm,
  onClose,
  returnFocusTo,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <ModalDialog open={open} onClose={onClose} title={title} returnFocusTo={returnFocusTo}>
      <div className={cx('ui-stack-4')}>
        <div>{children}</div>
        <div className={cx('ui-wrap-3')}>
          <Button
            tone={danger ? 'red' : 'brand'}
            loading={busy}
            onClick={async () => {
              await onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </Button>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {BACK}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

/** A refusal of an action, shown right after the action's control and read out when it appears. */
export function ActionError({ message }: { message: string }) {
  return <FormAlert message={message} />;
}

/** A button whose action is confirmed first (ConfirmDialog), with its refusal beside it. */
export function ConfirmAction({
  label,
  title,
  confirmLabel,
  busy,
  error,
  danger,
  onConfirm,
  buttonProps,
  children,
}: {
  label: string;
  title: string;
  confirmLabel: string;
  busy: boolean;
  error: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  buttonProps?: ButtonProps;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <Stack gap="2">
      <ChakraButton ref={opener} colorPalette={danger ? 'red' : 'brand'} loading={busy} {...buttonProps} onClick={() => setOpen(true)}>
        {label}
      </ChakraButton>
      <ActionError message={error} />
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        busy={busy}
        danger={danger}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
        returnFocusTo={() => opener.current}
      >
        {children}
      </ConfirmDialog>
    </Stack>
  );
}
