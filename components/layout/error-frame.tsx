import type { ReactNode } from 'react';
import { cx } from '@/lib/theme/cx';
import { HeaderBar } from './header-bar';
import { SiteFooter } from './site-footer';

/**
 * The site's frame drawn by an error boundary that stands in for a layout: plain links, which load the page
 * afresh, and no login island, whose code may be what failed to load.
 */
export function ErrorFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <HeaderBar Link="a" />
      <main id="main" className={cx('sh-main')}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
