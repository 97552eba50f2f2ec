'use client';

import { useId, type ReactNode } from 'react';
import { cx, recipe } from '@/lib/theme/cx';

/** A titled part of a page (h2 under the page's h1), named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx('pu-section')}>
      <h2 id={headingId} className={cx(recipe('heading', { size: 'lg' }), 'pu-section-title')}>
        {title}
      </h2>
      {children}
    </section>
  );
}
