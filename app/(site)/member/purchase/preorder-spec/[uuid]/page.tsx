import type { Metadata } from 'next';
import { RequireMember } from '@/components/member/require-member';
import { PreorderSpecView } from '@/components/purchase/preorder-spec-view';
import { PURCHASE_DETAIL_TITLES, PurchaseDetailIntro } from '@/components/purchase/purchase-detail-intro';
import { purchaseUuidOrNotFound } from '@/lib/site/purchase-params';
import { purchaseTabOf } from '@/lib/purchase/tabs';
import { purchasePageData } from '@/lib/server/services/purchase-page-access';
import { purchaseDetailSeeds } from '@/components/purchase/purchase-seeds';
import { QuerySeeds } from '@/store/query/seeds';

export const metadata: Metadata = { title: PURCHASE_DETAIL_TITLES['preorder-spec'], robots: { index: false } };

export default async function Page({ params, searchParams }: PageProps<'/member/purchase/preorder-spec/[uuid]'>) {
  const uuid = purchaseUuidOrNotFound((await params).uuid);
  const tab = purchaseTabOf((await searchParams).tab);
  const data = await purchasePageData('preorder-spec', uuid);
  return (
    <PurchaseDetailIntro kind="preorder-spec">
      <RequireMember vouched={data !== null}>
        <QuerySeeds seeds={purchaseDetailSeeds('preorder-spec', uuid, data)}>
          <PreorderSpecView uuid={uuid} tab={tab} />
        </QuerySeeds>
      </RequireMember>
    </PurchaseDetailIntro>
  );
}
