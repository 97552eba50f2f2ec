import { SiteLink as Link } from '@/components/layout/site-link';
import type { VehicleFamilySummary } from '@/lib/schemas/catalog';
import { formatTwd } from '@/lib/format/money';
import { vehicleInfoPath } from '@/lib/urls/vehicle.mjs';
import { KeySpecs } from './key-specs';
import { cx } from '@/lib/theme/cx';
import { TAX_INCLUDED } from '@/lib/words/vehicle';

/** One family on /vehicleowner: picture, series, name, starting price, key specs and the way in. */
export function FamilyCard({ family, priority }: { family: VehicleFamilySummary; priority: boolean }) {
  const href = vehicleInfoPath(family.uuid);
  return (
    <li className={cx('sh-family-card')}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small SVG drawings; next/image adds nothing for them */}
      <img className={cx('sh-family-img')} src={family.image} alt="" width={640} height={360} loading={priority ? 'eager' : 'lazy'} />
      <div className={cx('sh-family-body')}>
        <p className={cx('sh-family-series')}>{family.series}</p>
        <h2 className={cx('sh-family-name')}>
          <Link href={href}>{family.name}</Link>
        </h2>
        <p className={cx('sh-family-tagline')}>{family.tagline}</p>
        <p className={cx('sh-family-price')}>
          {formatTwd(family.startingPrice)} 起 <span className={cx('sh-price-note')}>{TAX_INCLUDED}</span>
        </p>
        <KeySpecs specs={family.keySpecs} />
        <Link className={cx('sh-button-link')} href={href} aria-label={`了解 ${family.name} 並開始配置`}>
          了解並配置
        </Link>
      </div>
    </li>
  );
}
