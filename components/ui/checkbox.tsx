import type { ComponentProps, ReactNode } from 'react';
import { cx, palette, slot, withClasses } from '@/lib/theme/cx';

const LOOK = { variant: 'solid', size: 'md' } as const;

/**
 * Chakra's checkbox on a native input (checked or not by the browser, so `{...register(name)}` works as
 * well as `checked`); the label wraps both, so a click on the words ticks it.
 */
export function Checkbox({
  children,
  invalid,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { children: ReactNode; invalid?: boolean }) {
  // Chakra's parts dim and change their cursor by data-disabled, words and box alike.
  const disabled = input.disabled ? '' : undefined;
  return (
    <label className={withClasses(cx(slot('checkbox', 'root', LOOK), palette('brand')), className)} data-disabled={disabled}>
      <input type="checkbox" className={cx('ui-check-input')} aria-invalid={invalid || undefined} {...input} />
      <span
        className={slot('checkbox', 'control', LOOK)}
        data-invalid={invalid ? '' : undefined}
        data-disabled={disabled}
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d="M20 6 9 17l-5-5" />
        </svg>
      </span>
      <span className={slot('checkbox', 'label', LOOK)} data-disabled={disabled}>
        {children}
      </span>
    </label>
  );
}
