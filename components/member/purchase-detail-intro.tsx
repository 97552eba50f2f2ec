import { PageIntro } from '@/components/layout/page-intro';
import type { PurchaseDetail } from '@/lib/paths';

export const PURCHASE_DETAIL_TITLES: Record<PurchaseDetail, string> = {
  'contract-detail': '合約明細',
  'contract-spec': '合約規格',
  delivery: '交車進度',
  'preorder-spec': '預購單規格',
};

export function PurchaseDetailIntro({ kind, uuid }: { kind: PurchaseDetail; uuid: string }) {
  return <PageIntro title={PURCHASE_DETAIL_TITLES[kind]} lead={`編號 ${uuid}`} />;
}
