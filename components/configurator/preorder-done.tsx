'use client';

import { useEffect, useState } from 'react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { purchaseListPath } from '@/lib/urls/member.mjs';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { vehicleInfoPath } from '@/lib/urls/vehicle.mjs';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { vehicleOrderCleared } from '@/store/slices/vehicle-order-slice';
import { useRehydrated } from '@/store/use-rehydrated';
import { GO_TO_PURCHASE_MANAGEMENT, PREORDER_NUMBER } from '@/lib/words/purchase';

/**
 * /vehicleowner/preorder-done: after a pre-order placed in this visit, thanks and the selection is cleared.
 * Opened otherwise (a bookmark, the address typed), there is nothing to thank for and the selection stays.
 */
export function PreorderDone() {
  const dispatch = useAppDispatch();
  const ready = useRehydrated();
  // The answer of the pre-order just sent lives in memory only (never persisted); kept from the first
  // render, as clearing the journey removes it.
  const placed = useAppSelector((state) => state.vehicleOrder.lastPreorder?.number ?? null);
  const [shown] = useState(placed);
  const family = useAppSelector((state) => state.vehicleOrder.selectedCarSeries);
  useEffect(() => {
    if (ready && placed) dispatch(vehicleOrderCleared());
  }, [ready, placed, dispatch]);
  if (!shown) {
    return (
      <div className={cx('ui-stack-4', 'cf-outcome')} role="status">
        <p>目前沒有剛送出的預購。已送出的預購都可以在購車管理中查看；尚未送出的配置仍為您保留。</p>
        <div className={cx('ui-wrap-3')}>
          <NextLink href={purchaseListPath(0)} className={buttonClasses({ tone: 'brand' })}>
            {GO_TO_PURCHASE_MANAGEMENT}
          </NextLink>
          <NextLink
            href={family ? vehicleInfoPath(family, 'components') : VEHICLE_OWNER_PATH}
            className={buttonClasses({ variant: 'outline', tone: 'brand' })}
          >
            回到配置
          </NextLink>
        </div>
      </div>
    );
  }
  return (
    <div className={cx('ui-stack-4', 'cf-outcome')}>
      <div className={cx('ui-stack-1')} role="status">
        <p className={cx('cf-lead')}>感謝您的預購，經銷商將盡快與您聯繫。</p>
        <p>
          {PREORDER_NUMBER} {shown} 已交給經銷商。
        </p>
      </div>
      <div className={cx('ui-wrap-3')}>
        <NextLink href={purchaseListPath(0)} className={buttonClasses({ tone: 'brand' })}>
          {GO_TO_PURCHASE_MANAGEMENT}
        </NextLink>
        <NextLink href={VEHICLE_OWNER_PATH} className={buttonClasses({ variant: 'outline', tone: 'brand' })}>
          再配置一台
        </NextLink>
      </div>
    </div>
  );
}
