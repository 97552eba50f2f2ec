import type { Metadata } from 'next';
import { RequireMember } from '@/components/member/require-member';
import { DeliveryView } from '@/components/purchase/delivery-view';
import { PURCHASE_DETAIL_TITLES, PurchaseDetailIntro } from '@/components/purchase/purchase-detail-intro';
import { purchaseUuidOrNotFound } from '@/lib/site/purchase-params';
import { purchaseTabOf } from '@/lib/purchase/tabs';
import { purchasePageData } from '@/lib/server/services/purchase-page-access';
import { purchaseDetailSeeds } from '@/components/purchase/purchase-seeds';
import { QuerySeeds } from '@/store/query/seeds';

export const metadata: Metadata = { title: PURCHASE_DETAIL_TITLES['delivery'], robots: { index: false } };

export default async function Page({ params, searchParams }: PageProps<'/member/purchase/delivery/[uuid]'>) {
  const uuid = purchaseUuidOrNotFound((await params).uuid);
  const tab = purchaseTabOf((await searchParams).tab);
  const data = await purchasePageData('delivery', uuid);
  return (
    <PurchaseDetailIntro kind="delivery">
      <RequireMember vouched={data !== null}>
        <QuerySeeds seeds={purchaseDetailSeeds('delivery', uuid, data)}>
          <DeliveryView contractUuid={uuid} tab={tab} />
        </QuerySeeds>
      </RequireMember>
    </PurchaseDetailIntro>
  );
}
