import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { AppProviders } from '@/components/providers/app-providers';

// The four configuration steps: header, no footer (SPEC §2).
export default function ConfiguratorLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="sh-main">
        <AppProviders>{children}</AppProviders>
      </main>
    </>
  );
}
