import { SiteLink as NextLink } from '@/components/layout/site-link';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';

/** Nothing to list yet: say so, and offer the way to a first pre-order. */
export function EmptyPurchases({ message }: { message: string }) {
  return (
    <div className={cx('pu-empty')}>
      <p>{message}</p>
      <NextLink href={VEHICLE_OWNER_PATH} className={buttonClasses({ tone: 'brand' })}>
        前往成為車主
      </NextLink>
    </div>
  );
}
