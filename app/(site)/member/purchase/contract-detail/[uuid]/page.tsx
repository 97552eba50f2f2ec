import type { Metadata } from 'next';
import { RequireMember } from '@/components/member/require-member';
import { ContractDetailView } from '@/components/purchase/contract-detail-view';
import { PURCHASE_DETAIL_TITLES, PurchaseDetailIntro } from '@/components/purchase/purchase-detail-intro';
import { purchaseUuidOrNotFound } from '@/lib/site/purchase-params';
import { purchaseTabOf } from '@/lib/purchase/tabs';
import { purchasePageData } from '@/lib/server/services/purchase-page-access';
import { purchaseDetailSeeds } from '@/components/purchase/purchase-seeds';
import { QuerySeeds } from '@/store/query/seeds';

export const metadata: Metadata = { title: PURCHASE_DETAIL_TITLES['contract-detail'], robots: { index: false } };

export default async function Page({ params, searchParams }: PageProps<'/member/purchase/contract-detail/[uuid]'>) {
  const uuid = purchaseUuidOrNotFound((await params).uuid);
  const tab = purchaseTabOf((await searchParams).tab);
  const data = await purchasePageData('contract-detail', uuid);
  return (
    <PurchaseDetailIntro kind="contract-detail">
      <RequireMember vouched={data !== null}>
        <QuerySeeds seeds={purchaseDetailSeeds('contract-detail', uuid, data)}>
          <ContractDetailView uuid={uuid} tab={tab} />
        </QuerySeeds>
      </RequireMember>
    </PurchaseDetailIntro>
  );
}
