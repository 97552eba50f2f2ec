import type { Metadata } from 'next';
import { PreorderDone } from '@/components/configurator/preorder-done';
import { PageIntro } from '@/components/layout/page-intro';
import { PageStore } from '@/components/layout/page-store';

export const metadata: Metadata = { title: '預購完成', robots: { index: false } };

export default function PreorderDonePage() {
  return (
    <PageIntro title="預購完成" lead="預購送出之後的下一步。">
      <PageStore>
        <PreorderDone />
      </PageStore>
    </PageIntro>
  );
}
