'use client';

import { formatDate } from '@/lib/format/dates';
import { purchaseDetailPath } from '@/lib/urls/member.mjs';
import type { PurchaseTab } from '@/lib/purchase/tabs';
import { usePreorderQuery } from '@/store/purchase-api';
import { DetailFrame } from './detail-frame';
import { DetailGate } from './detail-gate';
import { FactList } from './fact-list';
import { PurchaseHistory } from './purchase-history';
import { PurchaseSpec } from './purchase-spec';
import { RecordHeading } from './record-heading';
import { RecordLinks } from './record-links';
import { PreorderCancel } from './preorder-cancel';
import { PreorderStatusBadge } from './status-badge';
import { DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';
import { PREORDER, PREORDER_DATE, PRICE_BASIS, RELATED_PAGES } from '@/lib/words/purchase';
import { quoteRefText } from '@/lib/purchase/quote-terms';
import { FAMILY, QUANTITY } from '@/lib/words/vehicle';

/** preorder-spec-{uuid}: the pre-order as it was placed. */
export function PreorderSpecView({ uuid, tab }: { uuid: string; tab: PurchaseTab }) {
  const query = usePreorderQuery(uuid);
  return (
    <DetailGate query={query} what={PREORDER}>
      {(preorder) => (
        <DetailFrame tab={tab}>
          <RecordHeading label="預購單編號" number={preorder.number} badge={<PreorderStatusBadge status={preorder.status} />} />
          <FactList
            facts={[
              { label: PREORDER_DATE, value: formatDate(preorder.createdAt) },
              { label: FAMILY, value: preorder.familyName },
              { label: QUANTITY, value: `${preorder.quantity} 台` },
              { label: '預購條款版本', value: preorder.agreementVersion },
              preorder.quote !== null && { label: PRICE_BASIS, value: quoteRefText(preorder.quote) },
            ]}
          />
          {preorder.contractUuid && (
            <RecordLinks
              label={RELATED_PAGES}
              links={[{ href: purchaseDetailPath('contract-detail', preorder.contractUuid, tab), label: '查看此預購單的合約' }]}
            />
          )}
          <PurchaseSpec configuration={preorder.configuration} price={preorder.price} depositLabel={DEPOSIT_LABEL} />
          <PurchaseHistory preorderUuid={preorder.uuid} />
          <PreorderCancel preorder={preorder} />
        </DetailFrame>
      )}
    </DetailGate>
  );
}
