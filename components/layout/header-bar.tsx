import type { ComponentType, ReactNode } from 'react';
import { brand } from '@/lib/brand';
import { cx } from '@/lib/theme/cx';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { BrandMark } from './brand-mark';

type LinkLike = ComponentType<{ href: string; className?: string; 'aria-label'?: string; children: ReactNode }> | 'a';

/**
 * The header's markup: skip link, logo, 成為車主 and what `children` adds (the login island). `Link` draws
 * its links: the site's prefetching link on a page, a plain anchor in an error boundary, whose bundle then
 * carries no router link (Turbopack gives each boundary its own copy of what it imports).
 */
export function HeaderBar({ Link, children }: { Link: LinkLike; children?: ReactNode }) {
  return (
    <header className={cx('sh-header')}>
      <a href="#main" className={cx('sh-skip')}>
        跳至主要內容
      </a>
      <Link href="/" className={cx('sh-logo')} aria-label={`${brand.name} 首頁`}>
        <BrandMark className={cx('sh-logo-mark')} />
        <span>{brand.name}</span>
      </Link>
      <nav aria-label="主選單" className={cx('sh-nav')}>
        <Link href={VEHICLE_OWNER_PATH} className={cx('sh-owner-link')}>
          成為車主
        </Link>
        {children}
      </nav>
    </header>
  );
}
