import { formatDate } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { purchaseDetailPath } from '@/lib/urls/member.mjs';
import type { PurchaseTab } from '@/lib/purchase/tabs';
import type { PreorderSummary } from '@/lib/sale/purchases';
import { RecordCard } from './record-card';
import type { RecordLink } from './record-links';
import { PreorderStatusBadge } from './status-badge';

/** The member's pre-orders in the order given (newest first), each with its pages. */
export function PreorderList({ preorders, tab }: { preorders: PreorderSummary[]; tab: PurchaseTab }) {
  return (
    <ul role="list" className={cx('ui-stack-4', 'pu-records')} aria-label="預購單列表">
      {preorders.map((preorder) => {
        const links: RecordLink[] = [{ href: purchaseDetailPath('preorder-spec', preorder.uuid, tab), label: '預購單規格' }];
        if (preorder.contractUuid) {
          links.push({ href: purchaseDetailPath('contract-detail', preorder.contractUuid, tab), label: '查看合約' });
        }
        return (
          <RecordCard
            key={preorder.uuid}
            title="預購單"
            number={preorder.number}
            badge={<PreorderStatusBadge status={preorder.status} />}
            facts={[
              { label: '車系', value: preorder.familyName },
              { label: '預購日期', value: formatDate(preorder.createdAt) },
              { label: '數量', value: `${preorder.quantity} 台` },
              { label: '總價（含稅）', value: formatTwd(preorder.total) },
            ]}
            links={links}
          />
        );
      })}
    </ul>
  );
}
