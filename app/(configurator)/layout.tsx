import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { StoreProvider } from '@/store/store-provider';

// The four configuration steps: header, no footer (SPEC §2). Each page draws its own main, so the group's
// 404 page can add the footer after it.
export default function ConfiguratorLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <StoreProvider>{children}</StoreProvider>
    </>
  );
}
