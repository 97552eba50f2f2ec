import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { AppProviders } from '@/components/providers/app-providers';

// /login and its steps: no header (SPEC §2).
export default function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" className="sh-main">
        <AppProviders>{children}</AppProviders>
      </main>
      <SiteFooter />
    </>
  );
}
