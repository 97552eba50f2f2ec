import { SiteLink as Link } from '@/components/layout/site-link';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { COMPONENT_LABELS, formatComponent } from '@/lib/configurator/components';
import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { vehicleModelPath } from '@/lib/urls/vehicle-model';
import { MODEL, MODELS_AND_PRICES } from '@/lib/words/vehicle';

const PRICE_LABEL = '售價（含稅）';

/** The link that opens the configurator with one model chosen (not prefetched: 14 of them would queue 14 prefetches). */
function ConfigureLink({
  familyUuid,
  vehicleUuid,
  index,
  card,
}: {
  familyUuid: string;
  vehicleUuid: string;
  index: number;
  card?: boolean;
}) {
  return (
    <Link href={vehicleModelPath(familyUuid, vehicleUuid)} prefetch={false} className={cx(card ? 'sh-vehicle-configure' : 'ui-text-link')}>
      配置車型 {index + 1}
    </Link>
  );
}

/**
 * Every orderable vehicle of a family with its six components and price (NT$, tax included): a table
 * from the desktop up, one card per vehicle below it, where seven columns would not fit a phone. Each
 * model has a link that opens the configurator with it chosen.
 */
export function VehicleTable({ family }: { family: VehicleFamilyDetail }) {
  const label = `${family.name} ${MODELS_AND_PRICES}`;
  return (
    <>
      <div className={cx('sh-table-wrap', 'sh-vehicle-table')} tabIndex={0} role="region" aria-label={label}>
        <table className={cx('sh-table')}>
          <thead>
            <tr>
              {COMPONENT_KEYS.map((key) => (
                <th key={key} scope="col">
                  {COMPONENT_LABELS[key]}
                </th>
              ))}
              <th scope="col" className={cx('sh-num')}>
                {PRICE_LABEL}
              </th>
              <th scope="col">配置</th>
            </tr>
          </thead>
          <tbody>
            {family.vehicles.map((vehicle, index) => (
              <tr key={vehicle.uuid}>
                {COMPONENT_KEYS.map((key) => (
                  <td key={key}>{formatComponent(key, vehicle[key])}</td>
                ))}
                <td className={cx('sh-num')}>{formatTwd(vehicle.price)}</td>
                <td>
                  <ConfigureLink familyUuid={family.uuid} vehicleUuid={vehicle.uuid} index={index} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={cx('sh-vehicle-list')} aria-label={label}>
        {family.vehicles.map((vehicle, index) => (
          <li key={vehicle.uuid} className={cx('sh-vehicle-card')}>
            <h3 className={cx('sh-vehicle-name')}>
              {MODEL} {index + 1}：{formatComponent('hp', vehicle.hp)}・{vehicle.gearBox}
            </h3>
            <dl className={cx('sh-vehicle-specs')}>
              {COMPONENT_KEYS.map((key) => (
                <div key={key}>
                  <dt>{COMPONENT_LABELS[key]}</dt>
                  <dd>{formatComponent(key, vehicle[key])}</dd>
                </div>
              ))}
              <div className={cx('sh-vehicle-price')}>
                <dt>{PRICE_LABEL}</dt>
                <dd>{formatTwd(vehicle.price)}</dd>
              </div>
            </dl>
            <ConfigureLink familyUuid={family.uuid} vehicleUuid={vehicle.uuid} index={index} card />
          </li>
        ))}
      </ul>
    </>
  );
}
