'use client';

import { formatDate } from '@/lib/format/dates';
import { purchaseDetailPath } from '@/lib/urls/member.mjs';
import type { PurchaseTab } from '@/lib/purchase/tabs';
import { useContractQuery } from '@/store/purchase-api';
import { DetailFrame } from './detail-frame';
import { DetailGate } from './detail-gate';
import { FactList } from './fact-list';
import { PurchaseSpec } from './purchase-spec';
import { RecordHeading } from './record-heading';
import { RecordLinks } from './record-links';
import { ContractStatusBadge } from './status-badge';
import { DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';

/** contract-spec-{uuid}: the vehicle and price the contract agreed, per unit and in all. */
export function ContractSpecView({ uuid, tab }: { uuid: string; tab: PurchaseTab }) {
  const query = useContractQuery(uuid);
  return (
    <DetailGate query={query} what="合約規格">
      {(contract) => (
        <DetailFrame tab={tab}>
          <RecordHeading label="合約編號" number={contract.number} badge={<ContractStatusBadge status={contract.status} />} />
          <FactList
            facts={[
              { label: '合約日期', value: formatDate(contract.createdAt) },
              { label: '車系', value: contract.familyName },
              { label: '原預購單', value: contract.preorderNumber },
            ]}
          />
          <RecordLinks
            label="相關頁面"
            links={[
              { href: purchaseDetailPath('contract-detail', contract.uuid, tab), label: '合約明細' },
              { href: purchaseDetailPath('delivery', contract.uuid, tab), label: '交車進度' },
            ]}
          />
          <PurchaseSpec
            configuration={contract.configuration}
            depositLabel={DEPOSIT_LABEL}
            price={{
              lines: contract.priceLines,
              unitPrice: contract.unitPrice,
              quantity: contract.price.quantity,
              total: contract.price.total,
              deposit: contract.price.deposit,
            }}
          />
        </DetailFrame>
      )}
    </DetailGate>
  );
}
