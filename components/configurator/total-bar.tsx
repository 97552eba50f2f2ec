'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import { buttonClasses } from '@/components/ui/button';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { useConfiguration } from './use-configuration';
import { TOTAL_WITH_TAX } from '@/lib/words/vehicle';

/** What the bar offers next: the next step's link, or what is still missing. */
export type NextMove = { href: string; label: string } | { missing: string };

/**
 * Phones only: the total and 下一步 fixed at the bottom, since the price summary comes after every
 * option there. It is drawn from the first render at its full height, empty until the selection is in,
 * and the page keeps room for it (cf-page's padding), so it neither shifts nor covers anything.
 */
export function TotalBar({ family, next }: { family: VehicleFamilyDetail; next: NextMove | null }) {
  return (
    <div className={cx('cf-total-bar', 'cf-no-print')} role="region" aria-label="總價與下一步">
      {next && <BarContent family={family} next={next} />}
    </div>
  );
}

function BarContent({ family, next }: { family: VehicleFamilyDetail; next: NextMove }) {
  const { evaluation, vehicle } = useConfiguration(family);
  return (
    <>
      <p className={cx('cf-total-bar-price')}>
        <span className={cx('cf-total-bar-label')}>{TOTAL_WITH_TAX}</span>
        <span className={cx('ui-nums')}>{vehicle ? formatTwd(evaluation.price.total) : '尚未選定車型'}</span>
      </p>
      {'href' in next ? (
        <NextLink href={next.href} className={buttonClasses({ tone: 'brand' })}>
          {next.label}
        </NextLink>
      ) : (
        <p className={cx('cf-total-bar-missing')} role="status">
          {next.missing}
        </p>
      )}
    </>
  );
}
