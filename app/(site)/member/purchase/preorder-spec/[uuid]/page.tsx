import type { Metadata } from 'next';
import { RequireMember } from '@/components/member/require-member';
import { PreorderSpecView } from '@/components/purchase/preorder-spec-view';
import { PURCHASE_DETAIL_TITLES, PurchaseDetailIntro } from '@/components/purchase/purchase-detail-intro';
import { purchaseUuidOrNotFound } from '@/lib/purchase-params';
import { purchaseTabOf } from '@/lib/purchase-tabs';
import { notFoundUnlessOwnRecord } from '@/lib/server/services/purchase-page-access';

export const metadata: Metadata = { title: PURCHASE_DETAIL_TITLES['preorder-spec'], robots: { index: false } };

export default async function Page({ params, searchParams }: PageProps<'/member/purchase/preorder-spec/[uuid]'>) {
  const uuid = purchaseUuidOrNotFound((await params).uuid);
  const tab = purchaseTabOf((await searchParams).tab);
  await notFoundUnlessOwnRecord('preorder-spec', uuid);
  return (
    <PurchaseDetailIntro kind="preorder-spec">
      <RequireMember>
        <PreorderSpecView uuid={uuid} tab={tab} />
      </RequireMember>
    </PurchaseDetailIntro>
  );
}
