'use client';

import { TAIPEI_TIME_ZONE } from '@/lib/format/dates';
import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { COMPONENT_LABELS, formatComponent } from '@/lib/configurator/components';
import { formatTwd } from '@/lib/format/money';
import { cx, recipe } from '@/lib/theme/cx';
import { useShareLink } from './share-and-print';
import { useConfiguration } from './use-configuration';
import { DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';
import { COLOR, LOCAL_PARTS, ORIGIN_PARTS, QUANTITY, TOTAL_WITH_TAX } from '@/lib/words/vehicle';

const today = () => new Intl.DateTimeFormat('zh-TW', { dateStyle: 'long', timeZone: TAIPEI_TIME_ZONE }).format(new Date());

/** The printed spec sheet of the configuration: shown only on paper (列印規格表). */
export function SpecSheet({ family }: { family: VehicleFamilyDetail }) {
  const { vehicle, color, material, evaluation } = useConfiguration(family);
  const link = useShareLink(family);
  const { price } = evaluation;
  const row = (label: string, value: string) => (
    <tr key={label}>
      <th className={cx('cf-spec-label')}>{label}</th>
      <td className={cx('cf-spec-value')}>{value}</td>
    </tr>
  );
  return (
    <div className={cx('cf-spec-sheet')} data-testid="spec-sheet">
      <h2 className={recipe('heading', { size: 'lg' })}>{family.name} 配置規格表</h2>
      <p className={cx('ui-muted', 'cf-spec-date')}>{today()}・價格為新臺幣含 5% 營業稅</p>
      <table className={cx('cf-spec-table')}>
        <tbody>
          {COMPONENT_KEYS.map((key) => row(COMPONENT_LABELS[key], vehicle ? formatComponent(key, vehicle[key]) : '未選'))}
          {row(COLOR, color ? `${color.name}（${material?.name ?? '未選烤漆'}）` : '未選')}
          {price.lines
            .filter((line) => line.kind === 'origin-part' || line.kind === 'local-part')
            .map((line) => row(line.kind === 'origin-part' ? ORIGIN_PARTS : LOCAL_PARTS, `${line.label} ${formatTwd(line.amount)}`))}
          {row(QUANTITY, `${price.quantity} 台`)}
          {row(TOTAL_WITH_TAX, formatTwd(price.total))}
          {row(DEPOSIT_LABEL, formatTwd(price.deposit))}
        </tbody>
      </table>
      <p className={cx('cf-spec-link')}>重新開啟此配置：{link}</p>
    </div>
  );
}
