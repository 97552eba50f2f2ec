import type { ComponentProps } from 'react';
import { slot, withClasses } from '@/lib/theme/cx';

const LOOK = { variant: 'outline', size: 'md' } as const;

/** Chakra's native select: the browser's own select with the recipe's box and chevron. */
export function NativeSelect({ className, ...select }: ComponentProps<'select'>) {
  const disabled = select.disabled ? '' : undefined;
  return (
    <div className={withClasses(slot('nativeSelect', 'root', LOOK), className)} data-disabled={disabled}>
      <select {...select} className={slot('nativeSelect', 'field', LOOK)} />
      <span className={slot('nativeSelect', 'indicator', LOOK)} data-disabled={disabled} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </span>
    </div>
  );
}
