'use client';

import { useState } from 'react';
import { cx } from '@/lib/theme/cx';
import { Button } from '@/components/ui/button';
import { Field } from './field';
import { inputClasses, splitFieldProps, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle (the toggle is a pressed-state button, reachable by keyboard). */
export function PasswordField(props: TextFieldProps) {
  const [shown, setShown] = useState(false);
  const [field, input] = splitFieldProps(props);
  return (
    <Field
      {...field}
      control={(control) => (
        <div className={cx('ui-row-2', 'ui-full')}>
          <input {...input} {...control} type={shown ? 'text' : 'password'} className={inputClasses} />
          <Button
            variant="outline"
            className={cx('ui-no-shrink')}
            onClick={() => setShown((value) => !value)}
            aria-pressed={shown}
            aria-label={`${shown ? '隱藏' : '顯示'}${field.label}`}
          >
            {shown ? '隱藏' : '顯示'}
          </Button>
        </div>
      )}
    />
  );
}
