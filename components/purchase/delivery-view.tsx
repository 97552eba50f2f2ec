'use client';

import { formatDate } from '@/lib/format/dates';
import { purchaseDetailPath } from '@/lib/urls/member.mjs';
import type { PurchaseTab } from '@/lib/purchase/tabs';
import type { Delivery } from '@/lib/sale/purchases';
import { useDeliveryQuery } from '@/store/purchase-api';
import { DetailFrame } from './detail-frame';
import { DetailGate } from './detail-gate';
import { FactList } from './fact-list';
import { MilestoneTimeline } from './milestone-timeline';
import { RecordHeading } from './record-heading';
import { RecordLinks } from './record-links';
import { Section } from './section';
import { CONTRACT_DETAIL, CONTRACT_NUMBER, CONTRACT_SPEC, DELIVERY_PROGRESS, DELIVERY_STAGE, RELATED_PAGES } from '@/lib/words/purchase';
import { FAMILY } from '@/lib/words/vehicle';

/** delivery-{contractUuid}: where and when the truck is handed over, and each step until then. */
export function DeliveryView({ contractUuid, tab }: { contractUuid: string; tab: PurchaseTab }) {
  const query = useDeliveryQuery(contractUuid);
  // Once handed over the day is a fact, not an estimate.
  const handoverDay = (delivery: Delivery) => {
    const handover = delivery.milestones.find((milestone) => milestone.key === 'handover');
    if (handover?.doneAt) return { label: '交車日', value: formatDate(handover.doneAt) };
    return { label: '預計交車日', value: delivery.estimatedAt ? formatDate(delivery.estimatedAt) : '待確認' };
  };
  return (
    <DetailGate query={query} what={DELIVERY_PROGRESS}>
      {(delivery) => (
        <DetailFrame tab={tab}>
          <RecordHeading label={CONTRACT_NUMBER} number={delivery.contractNumber} />
          <FactList
            facts={[{ label: FAMILY, value: delivery.familyName }, { label: '交車地點', value: delivery.location }, handoverDay(delivery)]}
          />
          <RecordLinks
            label={RELATED_PAGES}
            links={[
              { href: purchaseDetailPath('contract-detail', delivery.contractUuid, tab), label: CONTRACT_DETAIL },
              { href: purchaseDetailPath('contract-spec', delivery.contractUuid, tab), label: CONTRACT_SPEC },
            ]}
          />
          <Section title={DELIVERY_STAGE}>
            <MilestoneTimeline milestones={delivery.milestones} />
          </Section>
        </DetailFrame>
      )}
    </DetailGate>
  );
}
