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
import {
  CONTRACT_DATE,
  CONTRACT_DETAIL,
  CONTRACT_NUMBER,
  CONTRACT_SPEC,
  DELIVERY_PROGRESS,
  ORIGINAL_PREORDER,
  RELATED_PAGES,
} from '@/lib/words/purchase';
import { FAMILY } from '@/lib/words/vehicle';

/** contract-spec-{uuid}: the vehicle and price the contract agreed, per unit and in all. */
export function ContractSpecView({ uuid, tab }: { uuid: string; tab: PurchaseTab }) {
  const query = useContractQuery(uuid);
  return (
    <DetailGate query={query} what={CONTRACT_SPEC}>
      {(contract) => (
        <DetailFrame tab={tab}>
          <RecordHeading label={CONTRACT_NUMBER} number={contract.number} badge={<ContractStatusBadge status={contract.status} />} />
          <FactList
            facts={[
              { label: CONTRACT_DATE, value: formatDate(contract.createdAt) },
              { label: FAMILY, value: contract.familyName },
              { label: ORIGINAL_PREORDER, value: contract.preorderNumber },
            ]}
          />
          <RecordLinks
            label={RELATED_PAGES}
            links={[
              { href: purchaseDetailPath('contract-detail', contract.uuid, tab), label: CONTRACT_DETAIL },
              { href: purchaseDetailPath('delivery', contract.uuid, tab), label: DELIVERY_PROGRESS },
            ]}
          />
          <PurchaseSpec
            configuration={contract.configuration}
            depositLabel={DEPOSIT_LABEL}
            price={{
              lines: contract.priceLines,
              unitPrice: contract.unitPrice,
              quantity: contract.price.quantity,
              discount: contract.price.discount,
              total: contract.price.total,
              deposit: contract.price.deposit,
            }}
          />
        </DetailFrame>
      )}
    </DetailGate>
  );
}
