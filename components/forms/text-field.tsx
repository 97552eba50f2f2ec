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

/** A labelled input with its message below; `{...register(name)}` spreads onto it, ref included. */
export function TextField({ label, error, helper, required, disabled, ...input }: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      helper={helper}
      required={required}
      disabled={disabled}
      control={(control) => <input {...input} {...control} className={inputClasses} />}
    />
  );
}
