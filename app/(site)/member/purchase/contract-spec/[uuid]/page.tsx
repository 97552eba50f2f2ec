import type { Metadata } from 'next';
import { RequireMember } from '@/components/member/require-member';
import { ContractSpecView } from '@/components/purchase/contract-spec-view';
import { PURCHASE_DETAIL_TITLES, PurchaseDetailIntro } from '@/components/purchase/purchase-detail-intro';
import { purchaseUuidOrNotFound } from '@/lib/site/purchase-params';
import { purchaseTabOf } from '@/lib/purchase/tabs';
import { purchasePageData } from '@/lib/server/services/purchase-page-access';
import { purchaseDetailSeeds } from '@/components/purchase/purchase-seeds';
import { QuerySeeds } from '@/store/query/seeds';

export const metadata: Metadata = { title: PURCHASE_DETAIL_TITLES['contract-spec'], robots: { index: false } };

export default async function Page({ params, searchParams }: PageProps<'/member/purchase/contract-spec/[uuid]'>) {
  const uuid = purchaseUuidOrNotFound((await params).uuid);
  const tab = purchaseTabOf((await searchParams).tab);
  const data = await purchasePageData('contract-spec', uuid);
  return (
    <PurchaseDetailIntro kind="contract-spec">
      <RequireMember vouched={data !== null}>
        <QuerySeeds seeds={purchaseDetailSeeds('contract-spec', uuid, data)}>
          <ContractSpecView uuid={uuid} tab={tab} />
        </QuerySeeds>
      </RequireMember>
    </PurchaseDetailIntro>
  );
}
