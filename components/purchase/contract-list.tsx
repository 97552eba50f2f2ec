import { formatDate } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { purchaseDetailPath } from '@/lib/urls/member.mjs';
import type { PurchaseTab } from '@/lib/purchase/tabs';
import { type ContractSummary } from '@/lib/sale/purchases';
import { CONTRACT_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@/lib/purchase/states';
import { RecordCard } from './record-card';
import { ContractStatusBadge } from './status-badge';
import { CONTRACT, CONTRACT_DATE, CONTRACT_DETAIL, CONTRACT_SPEC, DELIVERY_PROGRESS, PAYMENT_STATE } from '@/lib/words/purchase';
import { FAMILY, QUANTITY, TOTAL_WITH_TAX } from '@/lib/words/vehicle';

/** The delivery's step in words: waiting for the signature or the deposit, the current milestone, or handed over. */
export const milestoneText = (contract: Pick<ContractSummary, 'status' | 'paymentStatus' | 'currentMilestone'>) =>
  contract.status === 'reviewing'
    ? '待簽約'
    : contract.paymentStatus === 'deposit-due'
      ? '待付訂金'
      : (contract.currentMilestone ?? CONTRACT_STATUS_LABELS.delivered);

/** The member's contracts in the order given (newest first); with `progress`, each with its delivery step. */
export function ContractList({ contracts, tab, progress = false }: { contracts: ContractSummary[]; tab: PurchaseTab; progress?: boolean }) {
  return (
    <ul role="list" className={cx('ui-stack-4', 'pu-records')} aria-label="合約列表">
      {contracts.map((contract) => (
        <RecordCard
          key={contract.uuid}
          title={CONTRACT}
          number={contract.number}
          badge={<ContractStatusBadge status={contract.status} />}
          facts={[
            { label: FAMILY, value: contract.familyName },
            { label: CONTRACT_DATE, value: formatDate(contract.createdAt) },
            { label: QUANTITY, value: `${contract.quantity} 台` },
            { label: TOTAL_WITH_TAX, value: formatTwd(contract.total) },
            { label: PAYMENT_STATE, value: PAYMENT_STATUS_LABELS[contract.paymentStatus] ?? contract.paymentStatus },
            progress && { label: DELIVERY_PROGRESS, value: milestoneText(contract) },
          ]}
          links={[
            { href: purchaseDetailPath('contract-detail', contract.uuid, tab), label: CONTRACT_DETAIL },
            { href: purchaseDetailPath('contract-spec', contract.uuid, tab), label: CONTRACT_SPEC },
            { href: purchaseDetailPath('delivery', contract.uuid, tab), label: DELIVERY_PROGRESS },
          ]}
        />
      ))}
    </ul>
  );
}
