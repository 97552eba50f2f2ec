import type { ComponentType, ReactNode } from 'react';
import { brand } from '@/lib/site/brand';
import { cx } from '@/lib/theme/cx';
import { SITE_SECTIONS } from '@/lib/site/sections';
import { BrandMark } from './brand-mark';
import { HOME } from '@/lib/words/pages';

type LinkLike = ComponentType<{ href: string; className?: string; 'aria-label'?: string; children: ReactNode }> | 'a';

/**
 * The header's markup: skip link, logo, the site's sections (成為車主 from sm, the others from lg; on a
 * phone the login drawer lists them) and what `children` adds (the login island). `Link` draws
 * its links: the site's prefetching link on a page, a plain anchor in an error boundary, whose bundle then
 * carries no router link (Turbopack gives each boundary its own copy of what it imports).
 */
export function HeaderBar({ Link, children }: { Link: LinkLike; children?: ReactNode }) {
  return (
    <header className={cx('sh-header')}>
      <a href="#main" className={cx('sh-skip')}>
        跳至主要內容
      </a>
      <Link href="/" className={cx('sh-logo')} aria-label={`${brand.name} ${HOME}`}>
        <BrandMark className={cx('sh-logo-mark')} />
        <span>{brand.name}</span>
      </Link>
      <nav aria-label="主選單" className={cx('sh-nav')}>
        {SITE_SECTIONS.map(({ href, label }, index) => (
          <Link key={href} href={href} className={cx(index === 0 ? 'sh-owner-link' : 'sh-section-link')}>
            {label}
          </Link>
        ))}
        {children}
      </nav>
    </header>
  );
}
