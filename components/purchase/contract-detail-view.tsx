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
import {
  BUYER,
  CONTRACT,
  CONTRACT_DATE,
  CONTRACT_FULL_TEXT,
  CONTRACT_NUMBER,
  CONTRACT_SPEC,
  DELIVERY_PROGRESS,
  NOT_SIGNED,
  ORIGINAL_PREORDER,
  PRICE_AND_PAYMENT,
  PRICE_BASIS,
  RELATED_PAGES,
  REVIEW_UNTIL,
  SIGNED_DATE,
} from '@/lib/words/purchase';
import { FAMILY, QUANTITY } from '@/lib/words/vehicle';
import { quoteRefText } from '@/lib/purchase/quote-terms';
import { DEALER } from '@/lib/words/people';

/** contract-detail-{uuid}: the contract's terms, buyer, price and payment, and the dealer. */
export function ContractDetailView({ uuid, tab }: { uuid: string; tab: PurchaseTab }) {
  const query = useContractQuery(uuid);
  return (
    <DetailGate query={query} what={CONTRACT}>
      {(contract) => {
        const path = (kind: Parameters<typeof purchaseDetailPath>[0], id: string) => purchaseDetailPath(kind, id, tab);
        return (
          <DetailFrame tab={tab}>
            <RecordHeading label={CONTRACT_NUMBER} number={contract.number} badge={<ContractStatusBadge status={contract.status} />} />
            <FactList
              facts={[
                { label: CONTRACT_DATE, value: formatDate(contract.createdAt) },
                contract.status === 'reviewing' && { label: REVIEW_UNTIL, value: formatDate(contract.reviewUntil) },
                { label: SIGNED_DATE, value: contract.signedAt ? formatDate(contract.signedAt) : NOT_SIGNED },
                { label: FAMILY, value: contract.familyName },
                { label: QUANTITY, value: `${contract.quantity} 台` },
                contract.quote !== null && { label: PRICE_BASIS, value: quoteRefText(contract.quote) },
                {
                  label: ORIGINAL_PREORDER,
                  value: (
                    <NextLink href={path('preorder-spec', contract.preorderUuid)} className={cx('ui-text-link')}>
                      {contract.preorderNumber}
                    </NextLink>
                  ),
                },
              ]}
            />
            <RecordLinks
              label={RELATED_PAGES}
              links={[
                { href: path('contract-text', contract.uuid), label: CONTRACT_FULL_TEXT },
                { href: path('contract-spec', contract.uuid), label: CONTRACT_SPEC },
                { href: path('delivery', contract.uuid), label: DELIVERY_PROGRESS },
                { href: path('preorder-spec', contract.preorderUuid), label: ORIGINAL_PREORDER },
              ]}
            />
            <ReviewWaiver contract={contract} />
            <Section title={BUYER}>
              <BuyerFacts buyer={contract.buyer} />
            </Section>
            <Section title={PRICE_AND_PAYMENT}>
              <ContractPriceTable price={contract.price} paymentStatus={contract.paymentStatus} paid={contract.paid} />
            </Section>
            <Section title={DEALER}>
              <DealerFacts dealer={contract.dealer} />
            </Section>
            <PurchaseHistory preorderUuid={contract.preorderUuid} />
          </DetailFrame>
        );
      }}
    </DetailGate>
  );
}
