import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { UNIT } from '@/lib/words/vehicle';

/** A configuration as a quote names it: the names a buyer chose, no codes. */
export interface QuotedConfiguration {
  familyName: string;
  vehicle: { hp: number; suspension: string; gearBox: string; wheelBase: number; wheelCount: string };
  color: string;
  material: string;
  parts: string[];
  quantity: number;
  /** The vehicles' price with the parts and tax, when known. */
  total?: number;
}

/** The configuration a quote is for, as a list of facts. */
export function QuoteConfiguration({ configuration: c, title = '配置' }: { configuration: QuotedConfiguration; title?: string }) {
  return (
    <section aria-labelledby="quote-configuration" className={cx('qt-card')}>
      <h2 className={cx('qt-title')} id="quote-configuration">
        {title}
      </h2>
      <dl className={cx('qt-facts', 'ui-small')}>
        <dt>車系</dt>
        <dd>{c.familyName}</dd>
        <dt>車型</dt>
        <dd>
          {c.vehicle.hp} hp・{c.vehicle.suspension}・{c.vehicle.gearBox}・軸距 {c.vehicle.wheelBase} mm・{c.vehicle.wheelCount}
        </dd>
        <dt>顏色</dt>
        <dd>
          {c.color}（{c.material}）
        </dd>
        <dt>配件</dt>
        <dd>{c.parts.length > 0 ? c.parts.join('、') : '無'}</dd>
        <dt>數量</dt>
        <dd>
          {c.quantity} {UNIT}
        </dd>
        {c.total !== undefined && (
          <>
            <dt>車價（含稅）</dt>
            <dd className={cx('ui-nums')}>{formatTwd(c.total)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
