import { SiteLink as NextLink } from '@/components/layout/site-link';
import { PURCHASE_TABS, type PurchaseTab } from '@/lib/purchase/tabs';
import { cx, recipe } from '@/lib/theme/cx';
import { purchaseListPath } from '@/lib/urls/member.mjs';

/** The tabs as plain links (?tab=), so a reload or a shared link opens the same one; the open one is the current page. */
export function PurchaseTabsNav({ tab }: { tab: PurchaseTab }) {
  return (
    <nav aria-label="購車管理分頁" className={cx('pu-tabs')}>
      <ul role="list" className={cx('pu-tab-list')}>
        {PURCHASE_TABS.map((label, index) => {
          const current = index === tab;
          return (
            <li key={label}>
              <NextLink
                href={purchaseListPath(index as PurchaseTab)}
                aria-current={current ? 'page' : undefined}
                className={cx(recipe('link', { variant: 'plain' }), 'pu-tab')}
              >
                {label}
              </NextLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
