import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import { COMPONENT_LABELS, formatComponent } from '@/lib/configurator/components';
import { partNames } from '@/lib/configurator/words';
import type { FrozenConfiguration, PriceLine } from '@/lib/sale/pricing';
import { cx } from '@/lib/theme/cx';
import { formatTwdLine } from '@/lib/format/money';
import { DISCOUNT_LABEL } from '@/lib/sale/quote-versions';
import { AmountTable } from './amount-table';
import { FactList } from './fact-list';
import { Section } from './section';
import { COLOR, FAMILY, LOCAL_PARTS, ORIGIN_PARTS, PAINT, PRICE_DETAILS, QUANTITY, TOTAL_WITH_TAX, UNIT_PRICE } from '@/lib/words/vehicle';

const LINE_KINDS: Record<PriceLine['kind'], string> = {
  vehicle: '車輛',
  paint: PAINT,
  'origin-part': ORIGIN_PARTS,
  'local-part': LOCAL_PARTS,
};

export interface SpecPrice {
  /** Per unit, as agreed. */
  lines: PriceLine[];
  unitPrice: number;
  quantity: number;
  /** The dealer's discount off the whole, when the buyer accepted a quote. */
  discount?: number;
  total: number;
  deposit: number;
}

/**
 * A configuration and its price as they were frozen in the pre-order or the contract: the names and
 * amounts of that day, never the catalog as it is now.
 */
export function PurchaseSpec({
  configuration,
  price,
  depositLabel,
}: {
  configuration: FrozenConfiguration;
  price: SpecPrice;
  depositLabel: string;
}) {
  const { family, vehicle, color, colorMaterial } = configuration;
  return (
    <>
      <Section title="車輛規格">
        <FactList
          facts={[
            { label: FAMILY, value: `${family.name}（${family.series}）` },
            ...COMPONENT_KEYS.map((key) => ({ label: COMPONENT_LABELS[key], value: formatComponent(key, vehicle[key]) })),
            { label: COLOR, value: `${color.name}（${colorMaterial.name}）` },
            { label: ORIGIN_PARTS, value: partNames(configuration.originParts) },
            { label: LOCAL_PARTS, value: partNames(configuration.localParts) },
          ]}
        />
      </Section>
      <Section title={PRICE_DETAILS}>
        <div className={cx('ui-stack-4')}>
          <AmountTable
            caption="每台價格項目"
            rows={price.lines.map((line) => ({
              key: `${line.kind}-${line.uuid}`,
              label: (
                <>
                  <span className={cx('pu-line-kind')}>{LINE_KINDS[line.kind]}</span>
                  {line.label}
                </>
              ),
              value: line.amount,
            }))}
          />
          <AmountTable
            caption="合計"
            rows={[
              { label: UNIT_PRICE, value: price.unitPrice },
              { label: QUANTITY, value: `${price.quantity} 台` },
              ...(price.discount ? [{ label: DISCOUNT_LABEL, value: formatTwdLine(-price.discount) }] : []),
              { label: TOTAL_WITH_TAX, value: price.total, strong: true },
              { label: depositLabel, value: price.deposit },
            ]}
          />
          <p className={cx('ui-small', 'ui-muted')}>金額為新臺幣，含 5% 營業稅。</p>
        </div>
      </Section>
    </>
  );
}
