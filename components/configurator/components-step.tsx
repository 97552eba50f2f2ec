'use client';

import { Button } from '@/components/ui/button';
import { COMPONENT_KEYS, type ComponentKey, type VehicleFamilyDetail } from '@/lib/catalog-types';
import { COMPONENT_LABELS, componentOptions, formatComponent } from '@/lib/configurator/components';
import { formatTwd } from '@/lib/money';
import { cx } from '@/lib/theme/cx';
import { componentChoiceOf, componentChosen } from '@/store/configurator';
import { useAppDispatch } from '@/store/hooks';
import { ChoiceCards } from './choice-cards';
import { useConfiguration } from './use-configuration';

/**
 * Step 1: the six components. Each choice narrows the others to combinations that exist; a value that
 * does not fit stays visible, disabled, with the choices it clashes with. Six choices make one vehicle.
 */
export function ComponentsStep({ family }: { family: VehicleFamilyDetail }) {
  const dispatch = useAppDispatch();
  const { order, vehicle } = useConfiguration(family);
  const choice = componentChoiceOf(order);
  const options = componentOptions(family.vehicles, choice);
  const open = COMPONENT_KEYS.filter((key) => choice[key] === undefined);

  const pick = (key: ComponentKey, raw: string | null) => {
    const value = raw === null ? null : (options[key].find((option) => String(option.value) === raw)?.value ?? null);
    dispatch(componentChosen(key, value));
  };

  return (
    <div className={cx('ui-stack-6')}>
      {COMPONENT_KEYS.map((key) => (
        <ChoiceCards
          key={key}
          label={COMPONENT_LABELS[key]}
          value={choice[key] === undefined ? null : String(choice[key])}
          onChange={(value) => pick(key, value)}
          choices={options[key].map((option) => ({
            value: String(option.value),
            label: formatComponent(key, option.value),
            note: option.reason,
            disabled: !option.available,
          }))}
        />
      ))}
      <div className={cx('cf-vehicle-box', vehicle && 'cf-vehicle-box-chosen')} aria-live="polite">
        {vehicle ? (
          <div className={cx('ui-wrap-2', 'ui-between')}>
            <p className={cx('ui-strong')}>
              已選定車型：{family.name} {formatComponent('hp', vehicle.hp)}・{vehicle.gearBox}・
              {formatComponent('wheelBase', vehicle.wheelBase)}・{vehicle.wheelCount}
            </p>
            <p className={cx('cf-price')}>{formatTwd(vehicle.price)}</p>
          </div>
        ) : (
          <p>尚需選擇：{open.map((key) => COMPONENT_LABELS[key]).join('、')}</p>
        )}
      </div>
      {open.length < COMPONENT_KEYS.length && (
        <Button
          variant="ghost"
          className={cx('ui-start')}
          onClick={() => COMPONENT_KEYS.forEach((key) => dispatch(componentChosen(key, null)))}
        >
          清除車型選擇
        </Button>
      )}
    </div>
  );
}
