import type { ComponentProps, ReactNode } from 'react';
import { cx, palette, slot } from '@/lib/theme/cx';

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
  return (
    <label className={[slot('checkbox', 'root', LOOK), palette('brand'), className].filter(Boolean).join(' ')}>
      <input type="checkbox" className={cx('ui-check-input')} aria-invalid={invalid || undefined} {...input} />
      <span className={slot('checkbox', 'control', LOOK)} data-invalid={invalid ? '' : undefined} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d="M20 6 9 17l-5-5" />
        </svg>
      </span>
      <span className={slot('checkbox', 'label', LOOK)}>{children}</span>
    </label>
  );
}
