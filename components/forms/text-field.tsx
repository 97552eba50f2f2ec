import type { ComponentProps, ReactNode } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { useFieldIds } from './use-field-ids';

export interface TextFieldProps extends ComponentProps<typeof Input> {
  label: string;
  error?: string;
  helper?: ReactNode;
}

/** A labelled input with its message below; `{...register(name)}` spreads onto it, ref included. */
export function TextField({ label, error, helper, required, ...input }: TextFieldProps) {
  const ids = useFieldIds(error, Boolean(helper));
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} aria-describedby={ids.describedBy} />
      {helper && !error && <Field.HelperText id={ids.helperId}>{helper}</Field.HelperText>}
      <Field.ErrorText id={ids.errorId}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
