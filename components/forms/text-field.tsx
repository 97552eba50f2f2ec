import type { ComponentProps, ReactNode } from 'react';
import { recipe } from '@/lib/theme/cx';
import { Field } from './field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'className'> {
  label: string;
  error?: string;
  helper?: ReactNode;
}

/** The input recipe's classes (outline, md), for any text input of the site. */
export const inputClasses = recipe('input', { variant: 'outline', size: 'md' });

/** A text field's props split: the field's (label, message, states) and the input's, `register`'s ref included. */
export function splitFieldProps({ label, error, helper, required, disabled, ...input }: TextFieldProps) {
  return [{ label, error, helper, required, disabled }, input] as const;
}

/** A labelled input with its message below; `{...register(name)}` spreads onto it, ref included. */
export function TextField(props: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return <Field {...field} control={(control) => <input {...input} {...control} className={inputClasses} />} />;
}
