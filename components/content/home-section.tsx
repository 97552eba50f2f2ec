import type { ReactNode } from 'react';
import { cx } from '@/lib/theme/cx';

/** A section of the home page: its heading, a link to the whole list, then what it shows. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={cx('sh-section')} aria-labelledby={id}>
      <div className={cx('sh-section-head')}>
        <h2 id={id} className={cx('sh-section-title')}>
          {title}
        </h2>
        <a className={cx('sh-more-link')} href={more.href}>
          {more.label}
        </a>
      </div>
      {children}
    </section>
  );
}
