import type { Metadata } from 'next';
import { RequireMember } from '@/components/member/require-member';
import { DeliveryView } from '@/components/purchase/delivery-view';
import { PURCHASE_DETAIL_TITLES, PurchaseDetailIntro } from '@/components/purchase/purchase-detail-intro';
import { purchaseUuidOrNotFound } from '@/lib/purchase-params';
import { purchaseTabOf } from '@/lib/purchase-tabs';
import { notFoundUnlessOwnRecord } from '@/lib/server/services/purchase-page-access';

export const metadata: Metadata = { title: PURCHASE_DETAIL_TITLES['delivery'], robots: { index: false } };

export default async function Page({ params, searchParams }: PageProps<'/member/purchase/delivery/[uuid]'>) {
  const uuid = purchaseUuidOrNotFound((await params).uuid);
  const tab = purchaseTabOf((await searchParams).tab);
  await notFoundUnlessOwnRecord('delivery', uuid);
  return (
    <PurchaseDetailIntro kind="delivery">
      <RequireMember>
        <DeliveryView contractUuid={uuid} tab={tab} />
      </RequireMember>
    </PurchaseDetailIntro>
  );
}
