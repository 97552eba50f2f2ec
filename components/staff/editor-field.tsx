'use client';

import type { ReactNode } from 'react';
import { Field, Input, Textarea } from '@chakra-ui/react';
import type { FieldValues, Path, UseFormReturn } from '@/components/forms/use-form';

/** A labelled input of a console editor (news, magazine), or a text area of `rows` lines, with its hint and its error. */
export function EditorField<T extends FieldValues>({
  form,
  name,
  label,
  helper,
  rows,
  mono,
  required,
  type,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  helper?: ReactNode;
  rows?: number;
  mono?: boolean;
  required?: boolean;
  type?: 'text' | 'number';
}) {
  const error = form.formState.errors[name];
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {rows ? (
        <Textarea w="full" bg="white" rows={rows} {...(mono && { fontFamily: 'mono', fontSize: 'sm' })} {...form.register(name)} />
      ) : (
        <Input bg="white" type={type} {...(type === 'number' && { inputMode: 'numeric' as const })} {...form.register(name)} />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
