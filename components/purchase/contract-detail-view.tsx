'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import { formatDate } from '@/lib/format/dates';
import { cx } from '@/lib/theme/cx';
import { purchaseDetailPath } from '@/lib/urls/member.mjs';
import type { PurchaseTab } from '@/lib/purchase/tabs';
import { useContractQuery } from '@/store/purchase-api';
import { BuyerFacts } from './buyer-facts';
import { ContractPriceTable } from './contract-price-table';
import { DealerFacts } from './dealer-facts';
import { DetailFrame } from './detail-frame';
import { DetailGate } from './detail-gate';
import { FactList } from './fact-list';
import { PurchaseHistory } from './purchase-history';
import { RecordHeading } from './record-heading';
import { RecordLinks } from './record-links';
import { ReviewWaiver } from './review-waiver';
import { Section } from './section';
import { ContractStatusBadge } from './status-badge';

/** contract-detail-{uuid}: the contract's terms, buyer, price and payment, and the dealer. */
export function ContractDetailView({ uuid, tab }: { uuid: string; tab: PurchaseTab }) {
  const query = useContractQuery(uuid);
  return (
    <DetailGate query={query} what="合約">
      {(contract) => {
        const path = (kind: Parameters<typeof purchaseDetailPath>[0], id: string) => purchaseDetailPath(kind, id, tab);
        return (
          <DetailFrame tab={tab}>
            <RecordHeading label="合約編號" number={contract.number} badge={<ContractStatusBadge status={contract.status} />} />
            <FactList
              facts={[
                { label: '合約日期', value: formatDate(contract.createdAt) },
                contract.status === 'reviewing' && { label: '審閱期至', value: formatDate(contract.reviewUntil) },
                { label: '簽約日期', value: contract.signedAt ? formatDate(contract.signedAt) : '尚未簽約' },
                { label: '車系', value: contract.familyName },
                { label: '數量', value: `${contract.quantity} 台` },
                {
                  label: '原預購單',
                  value: (
                    <NextLink href={path('preorder-spec', contract.preorderUuid)} className={cx('ui-text-link')}>
                      {contract.preorderNumber}
                    </NextLink>
                  ),
                },
              ]}
            />
            <RecordLinks
              label="相關頁面"
              links={[
                { href: path('contract-text', contract.uuid), label: '合約全文' },
                { href: path('contract-spec', contract.uuid), label: '合約規格' },
                { href: path('delivery', contract.uuid), label: '交車進度' },
                { href: path('preorder-spec', contract.preorderUuid), label: '原預購單' },
              ]}
            />
            <ReviewWaiver contract={contract} />
            <Section title="買方">
              <BuyerFacts buyer={contract.buyer} />
            </Section>
            <Section title="價格與付款">
              <ContractPriceTable price={contract.price} paymentStatus={contract.paymentStatus} paid={contract.paid} />
            </Section>
            <Section title="經銷商">
              <DealerFacts dealer={contract.dealer} />
            </Section>
            <PurchaseHistory preorderUuid={contract.preorderUuid} />
          </DetailFrame>
        );
      }}
    </DetailGate>
  );
}
