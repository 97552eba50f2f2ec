import type { Metadata } from 'next';
import { PURCHASE_DETAIL_TITLES, PurchaseDetailIntro } from '@/components/member/purchase-detail-intro';

export const metadata: Metadata = { title: PURCHASE_DETAIL_TITLES['delivery'], robots: { index: false } };

export default async function Page({ params }: PageProps<'/member/purchase/delivery/[uuid]'>) {
  const { uuid } = await params;
  return <PurchaseDetailIntro kind="delivery" uuid={uuid} />;
}
