import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { MemberGreeting } from '@/components/member/member-greeting';
import { RequireMember } from '@/components/member/require-member';
import { PurchaseOverview } from '@/components/purchase/purchase-overview';
import { purchaseTabOf } from '@/lib/purchase-tabs';

export const metadata: Metadata = { title: '購車管理', robots: { index: false } };

export default async function PurchasePage({ searchParams }: PageProps<'/member/purchase'>) {
  const tab = purchaseTabOf((await searchParams).tab);
  return (
    <PageIntro title="購車管理" lead="您的預購單、合約與交車進度。">
      <MemberGreeting />
      <RequireMember>
        <PurchaseOverview tab={tab} />
      </RequireMember>
    </PageIntro>
  );
}
