import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import { COMPONENT_LABELS, formatComponent } from '@/lib/configurator/components';
import { partNames } from '@/lib/configurator/words';
import type { FrozenConfiguration, PriceLine } from '@/lib/sale/pricing';
import { cx } from '@/lib/theme/cx';
import { AmountTable } from './amount-table';
import { FactList } from './fact-list';
import { Section } from './section';

const LINE_KINDS: Record<PriceLine['kind'], string> = {
  vehicle: '車輛',
  paint: '烤漆',
  'origin-part': '原廠配件',
  'local-part': '在地加裝',
};

export interface SpecPrice {
  /** Per unit, as agreed. */
  lines: PriceLine[];
  unitPrice: number;
  quantity: number;
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
            { label: '車系', value: `${family.name}（${family.series}）` },
            ...COMPONENT_KEYS.map((key) => ({ label: COMPONENT_LABELS[key], value: formatComponent(key, vehicle[key]) })),
            { label: '車色', value: `${color.name}（${colorMaterial.name}）` },
            { label: '原廠配件', value: partNames(configuration.originParts) },
            { label: '在地加裝', value: partNames(configuration.localParts) },
          ]}
        />
      </Section>
      <Section title="價格明細">
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
              { label: '單台價格', value: price.unitPrice },
              { label: '數量', value: `${price.quantity} 台` },
              { label: '總價（含稅）', value: price.total, strong: true },
              { label: depositLabel, value: price.deposit },
            ]}
          />
          <p className={cx('ui-small', 'ui-muted')}>金額為新臺幣，含 5% 營業稅。</p>
        </div>
      </Section>
    </>
  );
}
