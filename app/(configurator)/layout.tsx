import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { PageStore } from '@/components/layout/page-store';

// The four configuration steps: header, no footer (docs/product.md, Pages). Each page draws its own main, so the group's
// 404 page can add the footer after it.
export default function ConfiguratorLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <PageStore>{children}</PageStore>
    </>
  );
}
