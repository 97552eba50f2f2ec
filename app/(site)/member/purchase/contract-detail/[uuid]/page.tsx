import type { Metadata } from 'next';
import { PURCHASE_DETAIL_TITLES, PurchaseDetailIntro } from '@/components/member/purchase-detail-intro';

export const metadata: Metadata = { title: PURCHASE_DETAIL_TITLES['contract-detail'], robots: { index: false } };

export default async function Page({ params }: PageProps<'/member/purchase/contract-detail/[uuid]'>) {
  const { uuid } = await params;
  return <PurchaseDetailIntro kind="contract-detail" uuid={uuid} />;
}
