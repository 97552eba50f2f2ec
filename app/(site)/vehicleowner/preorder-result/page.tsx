import type { Metadata } from 'next';
import { PreorderResult } from '@/components/configurator/preorder-result';
import { PageIntro } from '@/components/layout/page-intro';
import { AppProviders } from '@/components/providers/app-providers';

export const metadata: Metadata = { title: '預購結果', robots: { index: false } };

export default function PreorderResultPage() {
  return (
    <PageIntro title="預購結果" lead="您的預購單送出結果。">
      <AppProviders>
        <PreorderResult />
      </AppProviders>
    </PageIntro>
  );
}
