import type { ReactNode } from 'react';
import { PageIntro } from '@/components/layout/page-intro';
import type { PurchaseDetail } from '@/lib/urls/member.mjs';
import { CONTRACT_DETAIL, CONTRACT_FULL_TEXT, CONTRACT_SPEC, DELIVERY_PROGRESS, PREORDER_SPEC } from '@/lib/words/purchase';

export const PURCHASE_DETAIL_TITLES: Record<PurchaseDetail, string> = {
  'contract-detail': CONTRACT_DETAIL,
  'contract-spec': CONTRACT_SPEC,
  'contract-text': CONTRACT_FULL_TEXT,
  delivery: DELIVERY_PROGRESS,
  'preorder-spec': PREORDER_SPEC,
};

const LEADS: Record<PurchaseDetail, string> = {
  'contract-detail': '合約內容、價格與付款，以及為您服務的經銷商。',
  'contract-spec': '合約約定的車輛規格與價格。',
  'contract-text': '汽車買賣契約書的全部條款，依合約成立時的條款版本，填入本合約的資料；可下載 PDF。',
  delivery: '從合約成立到交車的每一個階段。',
  'preorder-spec': '送出預購時的配置與價格，不隨之後的車型目錄變動。',
};

/** The heading of a purchase record's page (server-rendered; the record itself loads in the browser). */
export function PurchaseDetailIntro({ kind, children }: { kind: PurchaseDetail; children: ReactNode }) {
  return (
    <PageIntro title={PURCHASE_DETAIL_TITLES[kind]} lead={LEADS[kind]}>
      {children}
    </PageIntro>
  );
}
