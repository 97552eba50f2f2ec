import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { cx } from '@/lib/theme/cx';

/** The site's frame: header, main, footer (error boundaries draw components/layout/error-frame.tsx). */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className={cx('sh-main')}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
