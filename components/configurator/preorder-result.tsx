'use client';

import dynamic from 'next/dynamic';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { purchaseListPath } from '@/lib/urls/member.mjs';
import { GO_TO_PURCHASE_MANAGEMENT } from '@/lib/words/purchase';

// The pre-order's code (its query, the member check, the facts) loads only when the URL names one.
const PlacedPreorder = dynamic(() => import('./placed-preorder').then((m) => m.PlacedPreorder));

/**
 * /vehicleowner/preorder-result?id={uuid}: the pre-order just placed (number, frozen configuration, total),
 * read by the id in the URL, so a reload shows it again. `vouched`: the server rendered it for the member.
 */
export function PreorderResult({ uuid, vouched = false }: { uuid: string | null; vouched?: boolean }) {
  if (!uuid) {
    return (
      <div className={cx('ui-stack-3', 'cf-outcome')}>
        <p>這裡顯示剛送出的預購；已送出的預購都可以在購車管理中查看。</p>
        <NextLink href={purchaseListPath(0)} className={cx(buttonClasses({ tone: 'brand' }), 'ui-start')}>
          {GO_TO_PURCHASE_MANAGEMENT}
        </NextLink>
      </div>
    );
  }
  return <PlacedPreorder uuid={uuid} vouched={vouched} />;
}
