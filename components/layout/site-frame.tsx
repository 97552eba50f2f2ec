import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { cx } from '@/lib/theme/cx';

/**
 * The site's frame: header, main, footer. Error boundaries that stand in for the layouts draw it without the
 * header's login island (`session={false}`), whose code may be what failed to load.
 */
export function SiteFrame({ session = true, children }: { session?: boolean; children: ReactNode }) {
  return (
    <>
      <SiteHeader session={session} />
      <main id="main" className={cx('sh-main')}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
