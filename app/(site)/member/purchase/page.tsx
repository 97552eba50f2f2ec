import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { MemberGreeting } from '@/components/member/member-greeting';
import { RequireMember } from '@/components/member/require-member';
import { PurchaseOverview } from '@/components/purchase/purchase-overview';
import { PURCHASE_TABS, purchaseTabOf } from '@/lib/purchase/tabs';
import { purchaseListData } from '@/lib/server/services/purchase-page-access';
import { purchaseListSeeds } from '@/components/purchase/purchase-seeds';
import { QuerySeeds } from '@/store/query/seeds';
import { PURCHASE_MANAGEMENT } from '@/lib/words/purchase';

// Each tab its own title, so a screen reader hears the change when the tab does.
export async function generateMetadata({ searchParams }: PageProps<'/member/purchase'>): Promise<Metadata> {
  const tab = purchaseTabOf((await searchParams).tab);
  return { title: tab === 0 ? PURCHASE_MANAGEMENT : `${PURCHASE_TABS[tab]}｜購車管理`, robots: { index: false } };
}

export default async function PurchasePage({ searchParams }: PageProps<'/member/purchase'>) {
  const tab = purchaseTabOf((await searchParams).tab);
  const data = await purchaseListData(tab);
  return (
    <PageIntro title={PURCHASE_MANAGEMENT} lead="您的預購單、合約與交車進度。">
      <MemberGreeting />
      <RequireMember vouched={data !== null}>
        <QuerySeeds seeds={purchaseListSeeds(data)}>
          <PurchaseOverview tab={tab} />
        </QuerySeeds>
      </RequireMember>
    </PageIntro>
  );
}
