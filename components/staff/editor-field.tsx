'use client';

import type { ReactNode } from 'react';
import { Field, Input, Textarea, chakra } from '@chakra-ui/react';
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
  suggestions,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  helper?: ReactNode;
  rows?: number;
  mono?: boolean;
  required?: boolean;
  type?: 'text' | 'number';
  /** Values already in use, offered as the field is typed (a list, not a rule). */
  suggestions?: readonly string[];
}) {
  const error = form.formState.errors[name];
  const listId = suggestions?.length ? `${String(name)}-suggestions` : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {rows ? (
        <Textarea w="full" bg="white" rows={rows} {...(mono && { fontFamily: 'mono', fontSize: 'sm' })} {...form.register(name)} />
      ) : (
        // A number is typed as text with the numeric keyboard: the browser's number field would hand over
        // nothing for full-width digits or 12,000, and a wheel turned over it would change a price.
        <Input bg="white" list={listId} {...(type === 'number' && { inputMode: 'numeric' as const })} {...form.register(name)} />
      )}
      {listId && (
        <datalist id={listId}>
          {suggestions!.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}

/** A yes-or-no of a console form, as a native checkbox beside its words. */
export function CheckField<T extends FieldValues>({ form, name, label }: { form: UseFormReturn<T>; name: Path<T>; label: string }) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
      <chakra.input type="checkbox" w="4" h="4" accentColor="brand.600" {...form.register(name)} />
      {label}
    </chakra.label>
  );
}
