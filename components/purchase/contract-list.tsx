import { formatDate } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { purchaseDetailPath } from '@/lib/urls/member.mjs';
import type { PurchaseTab } from '@/lib/purchase/tabs';
import { type ContractSummary } from '@/lib/sale/purchases';
import { PAYMENT_STATUS_LABELS } from '@/lib/purchase/states';
import { RecordCard } from './record-card';
import { ContractStatusBadge } from './status-badge';

/** The delivery's step in words: waiting for the signature or the deposit, the current milestone, or handed over. */
export const milestoneText = (contract: Pick<ContractSummary, 'status' | 'paymentStatus' | 'currentMilestone'>) =>
  contract.status === 'reviewing'
    ? '待簽約'
    : contract.paymentStatus === 'deposit-due'
      ? '待付訂金'
      : (contract.currentMilestone ?? '已交車');

/** The member's contracts in the order given (newest first); with `progress`, each with its delivery step. */
export function ContractList({ contracts, tab, progress = false }: { contracts: ContractSummary[]; tab: PurchaseTab; progress?: boolean }) {
  return (
    <ul role="list" className={cx('ui-stack-4', 'pu-records')} aria-label="合約列表">
      {contracts.map((contract) => (
        <RecordCard
          key={contract.uuid}
          title="合約"
          number={contract.number}
          badge={<ContractStatusBadge status={contract.status} />}
          facts={[
            { label: '車系', value: contract.familyName },
            { label: '合約日期', value: formatDate(contract.createdAt) },
            { label: '數量', value: `${contract.quantity} 台` },
            { label: '總價（含稅）', value: formatTwd(contract.total) },
            { label: '付款狀態', value: PAYMENT_STATUS_LABELS[contract.paymentStatus] ?? contract.paymentStatus },
            progress && { label: '交車進度', value: milestoneText(contract) },
          ]}
          links={[
            { href: purchaseDetailPath('contract-detail', contract.uuid, tab), label: '合約明細' },
            { href: purchaseDetailPath('contract-spec', contract.uuid, tab), label: '合約規格' },
            { href: purchaseDetailPath('delivery', contract.uuid, tab), label: '交車進度' },
          ]}
        />
      ))}
    </ul>
  );
}
