import type { ReactNode } from 'react';
import { cx } from '@/lib/theme/cx';

/** A page's heading and lead paragraph. */
export function PageIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <section className={cx('sh-page')}>
      <h1 className={cx('sh-h1')}>{title}</h1>
      <p className={cx('sh-lead')}>{lead}</p>
      {children}
    </section>
  );
}
