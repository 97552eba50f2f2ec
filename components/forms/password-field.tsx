'use client';

import { useState } from 'react';
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import type { TextFieldProps } from './text-field';
import { useFieldIds } from './use-field-ids';

/** A password input with a show/hide toggle (the toggle is a pressed-state button, reachable by keyboard). */
export function PasswordField({ label, error, helper, required, ...input }: TextFieldProps) {
  const [shown, setShown] = useState(false);
  const ids = useFieldIds(error, Boolean(helper));
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <HStack w="full">
        <Input {...input} type={shown ? 'text' : 'password'} aria-describedby={ids.describedBy} />
        <Button
          variant="outline"
          flexShrink="0"
          onClick={() => setShown((value) => !value)}
          aria-pressed={shown}
          aria-label={`${shown ? '隱藏' : '顯示'}${label}`}
        >
          {shown ? '隱藏' : '顯示'}
        </Button>
      </HStack>
      {helper && !error && <Field.HelperText id={ids.helperId}>{helper}</Field.HelperText>}
      <Field.ErrorText id={ids.errorId}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
