import type { Dealer } from '@/lib/purchases';
import { cx } from '@/lib/theme/cx';
import { FactList } from './fact-list';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The dealer who made the contract, with a phone and a mail link to reach the salesperson. */
export function DealerFacts({ dealer }: { dealer: Dealer }) {
  return (
    <FactList
      facts={[
        { label: '經銷商', value: dealer.name },
        { label: '業務專員', value: dealer.salesperson },
        {
          label: '電話',
          value: (
            <a href={telHref(dealer.phone)} className={cx('ui-text-link')}>
              {dealer.phone}
            </a>
          ),
        },
        {
          label: '電子郵件',
          value: (
            <a href={`mailto:${dealer.email}`} className={cx('ui-text-link', 'pu-break-all')}>
              {dealer.email}
            </a>
          ),
        },
        { label: '地址', value: dealer.address },
      ]}
    />
  );
}
