import type { Metadata } from 'next';
import { RequireMember } from '@/components/member/require-member';
import { ContractDetailView } from '@/components/purchase/contract-detail-view';
import { PURCHASE_DETAIL_TITLES, PurchaseDetailIntro } from '@/components/purchase/purchase-detail-intro';
import { purchaseUuidOrNotFound } from '@/lib/purchase-params';
import { purchaseTabOf } from '@/lib/purchase-tabs';
import { notFoundUnlessOwnRecord } from '@/lib/server/services/purchase-page-access';

export const metadata: Metadata = { title: PURCHASE_DETAIL_TITLES['contract-detail'], robots: { index: false } };

export default async function Page({ params, searchParams }: PageProps<'/member/purchase/contract-detail/[uuid]'>) {
  const uuid = purchaseUuidOrNotFound((await params).uuid);
  const tab = purchaseTabOf((await searchParams).tab);
  await notFoundUnlessOwnRecord('contract-detail', uuid);
  return (
    <PurchaseDetailIntro kind="contract-detail">
      <RequireMember>
        <ContractDetailView uuid={uuid} tab={tab} />
      </RequireMember>
    </PurchaseDetailIntro>
  );
}
