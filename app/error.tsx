'use client';

import { ServerErrorView } from '@/components/layout/error-view';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default function ServerErrorPage({ reset }: { error: Error & { digest?: string }; reset(): void }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="sh-main">
        <ServerErrorView reset={reset} />
      </main>
      <SiteFooter />
    </>
  );
}
