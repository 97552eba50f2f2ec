import type { ComponentProps } from 'react';
import { slot } from '@/lib/theme/cx';

const LOOK = { variant: 'outline', size: 'md' } as const;

/** Chakra's native select: the browser's own select with the recipe's box and chevron. */
export function NativeSelect({ className, ...select }: Omit<ComponentProps<'select'>, 'className'> & { className?: string }) {
  return (
    <div className={[slot('nativeSelect', 'root', LOOK), className].filter(Boolean).join(' ')}>
      <select {...select} className={slot('nativeSelect', 'field', LOOK)} />
      <span className={slot('nativeSelect', 'indicator', LOOK)} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </span>
    </div>
  );
}
