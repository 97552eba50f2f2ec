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

/** preorder-spec-{uuid}: the pre-order as it was placed. */
export function PreorderSpecView({ uuid, tab }: { uuid: string; tab: PurchaseTab }) {
  const query = usePreorderQuery(uuid);
  return (
    <DetailGate query={query} what="預購單">
      {(preorder) => (
        <DetailFrame tab={tab}>
          <RecordHeading label="預購單編號" number={preorder.number} badge={<PreorderStatusBadge status={preorder.status} />} />
          <FactList
            facts={[
              { label: '預購日期', value: formatDate(preorder.createdAt) },
              { label: '車系', value: preorder.familyName },
              { label: '數量', value: `${preorder.quantity} 台` },
              { label: '預購條款版本', value: preorder.agreementVersion },
            ]}
          />
          {preorder.contractUuid && (
            <RecordLinks
              label="相關頁面"
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
