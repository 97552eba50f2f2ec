'use client';

import { useEffect } from 'react';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { seenPricesOf } from '@/lib/configurator/catalog-changes';
import { useAppDispatch } from '@/store/hooks';
import { pricesSeen } from '@/store/slices/vehicle-order-slice';
import { formatTwd } from '@/lib/format/money';
import { cx, recipe } from '@/lib/theme/cx';
import { useConfiguration } from './use-configuration';
import { DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';
import { NO_EXTRA_CHARGE, PRICE_DETAILS, QUANTITY, TOTAL_WITH_TAX, UNIT, UNIT_PRICE } from '@/lib/words/vehicle';

/** The price as it stands: vehicle, paint, each part, quantity, total and deposit (NT$, tax included). */
export function PriceSummary({ family }: { family: VehicleFamilyDetail }) {
  const { evaluation } = useConfiguration(family);
  const { price } = evaluation;
  const dispatch = useAppDispatch();
  // What the buyer has seen, kept with the selection: opened again after a catalog change, they are told what changed.
  useEffect(() => {
    dispatch(pricesSeen(seenPricesOf(price.lines)));
  }, [dispatch, price.lines]);
  return (
    <section aria-labelledby="price-summary" className={cx('cf-card')}>
      <h2 className={cx(recipe('heading', { size: 'md' }), 'cf-card-title')} id="price-summary">
        {PRICE_DETAILS}
      </h2>
      {!price.lines.some((line) => line.kind === 'vehicle') ? (
        <p className={cx('ui-muted')}>
          選定車型後顯示價格。起始售價 {formatTwd(Math.min(...family.vehicles.map((vehicle) => vehicle.price)))}。
        </p>
      ) : (
        <dl className={cx('ui-stack-2', 'ui-small')}>
          {price.lines.map((line) => (
            <div key={`${line.kind}-${line.uuid}`} className={cx('cf-price-line')}>
              <dt className={cx('cf-price-label')}>{line.label}</dt>
              <dd className={cx('ui-nums', 'cf-amount')}>{line.amount > 0 ? formatTwd(line.amount) : NO_EXTRA_CHARGE}</dd>
            </div>
          ))}
          <div className={cx('ui-row-2', 'ui-between', 'cf-price-subtotal')}>
            <dt>{UNIT_PRICE}</dt>
            <dd className={cx('ui-nums')}>{formatTwd(price.unitPrice)}</dd>
          </div>
          <div className={cx('ui-row-2', 'ui-between')}>
            <dt>{QUANTITY}</dt>
            <dd>
              {price.quantity} {UNIT}
            </dd>
          </div>
          <div className={cx('ui-row-2', 'ui-between', 'cf-price-total')}>
            <dt>{TOTAL_WITH_TAX}</dt>
            <dd className={cx('ui-nums')} data-testid="price-total">
              {formatTwd(price.total)}
            </dd>
          </div>
          <div className={cx('ui-row-2', 'ui-between', 'ui-muted')}>
            <dt>{DEPOSIT_LABEL}</dt>
            <dd className={cx('ui-nums')}>{formatTwd(price.deposit)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
