import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { StoreProvider } from '@/store/store-provider';
import { cx } from '@/lib/theme/cx';

// /login and its steps: no header (docs/product.md, Pages).
export default function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" className={cx('sh-main')}>
        <StoreProvider>{children}</StoreProvider>
      </main>
      <SiteFooter />
    </>
  );
}
