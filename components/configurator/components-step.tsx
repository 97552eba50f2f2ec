'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { COMPONENT_KEYS, type ComponentKey, type ComponentValue } from '@/lib/catalog/component-keys';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { adjustmentFor, type Adjustment } from '@/lib/configurator/adjust';
import { COMPONENT_HINTS, COMPONENT_LABELS, componentOptions, formatComponent } from '@/lib/configurator/components';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { componentChoiceOf, componentChosen, vehicleChosen } from '@/store/configurator';
import { useAppDispatch } from '@/store/hooks';
import { ChoiceCards } from './choice-cards';
import { useConfiguration } from './use-configuration';

// The dialog (and the browser's modal around it) loads with the first clashing pick, not with the step.
const AdjustDialog = dynamic(() => import('./adjust-dialog').then((m) => m.AdjustDialog));

/**
 * Step 1: the six components, each with a line on what it means. Each choice narrows the others to
 * combinations that exist; a value that does not fit stays open, names what else it would change, and
 * picking it offers the smallest change of the rest that makes a vehicle with it (套用 / 取消).
 */
export function ComponentsStep({ family }: { family: VehicleFamilyDetail }) {
  const dispatch = useAppDispatch();
  const { order, vehicle } = useConfiguration(family);
  const [adjustment, setAdjustment] = useState<Adjustment | null>(null);
  const choice = componentChoiceOf(order);
  const options = componentOptions(family.vehicles, choice);
  const open = COMPONENT_KEYS.filter((key) => choice[key] === undefined);

  const pick = (key: ComponentKey, raw: string) => {
    const option = options[key].find((each) => String(each.value) === raw);
    if (!option) return;
    // A complete build that the value does not fit: ask before changing the rest.
    if (!option.available && open.length === 0) setAdjustment(adjustmentFor(family.vehicles, choice, key, option.value));
    else dispatch(componentChosen(key, option.value));
  };

  // What picking a value that does not fit would change, named shortly on its card (the dialog says to what).
  const clashNote = (key: ComponentKey, value: ComponentValue) => {
    if (open.length > 0) return options[key].find((each) => each.value === value)?.reason ?? null;
    const adjustment = adjustmentFor(family.vehicles, choice, key, value);
    return adjustment.possible
      ? `需一併調整${adjustment.changes.map((change) => COMPONENT_LABELS[change.key]).join('、')}`
      : adjustment.sentence;
  };

  return (
    <div className={cx('ui-stack-6')}>
      {COMPONENT_KEYS.map((key) => (
        <ChoiceCards
          key={key}
          label={COMPONENT_LABELS[key]}
          hint={COMPONENT_HINTS[key]}
          value={choice[key] === undefined ? null : String(choice[key])}
          onChange={(value) => pick(key, value)}
          choices={options[key].map((option) => ({
            value: String(option.value),
            label: formatComponent(key, option.value),
            note: option.available ? null : clashNote(key, option.value),
            clashes: !option.available,
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
      {adjustment && (
        <AdjustDialog
          adjustment={adjustment}
          currentPrice={vehicle?.price ?? null}
          onApply={(uuid) => {
            dispatch(vehicleChosen(uuid));
            setAdjustment(null);
          }}
          onCancel={() => setAdjustment(null)}
        />
      )}
    </div>
  );
}
