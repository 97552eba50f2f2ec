import type { Metadata } from 'next';
import { PURCHASE_DETAIL_TITLES, PurchaseDetailIntro } from '@/components/member/purchase-detail-intro';

export const metadata: Metadata = { title: PURCHASE_DETAIL_TITLES['preorder-spec'], robots: { index: false } };

export default async function Page({ params }: PageProps<'/member/purchase/preorder-spec/[uuid]'>) {
  const { uuid } = await params;
  return <PurchaseDetailIntro kind="preorder-spec" uuid={uuid} />;
}
