import type { Metadata } from 'next';
import { ErrorView } from '@/components/layout/error-view';
import { MissingPath } from '@/components/layout/missing-path';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export const metadata: Metadata = { title: '找不到頁面', robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="sh-main">
        <ErrorView statusCode={404}>
          <MissingPath />
        </ErrorView>
      </main>
      <SiteFooter />
    </>
  );
}
