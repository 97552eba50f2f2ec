import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { COMPONENT_HINTS, COMPONENT_LABELS, componentOptions, formatComponent } from '@/lib/configurator/components';
import { cx } from '@/lib/theme/cx';
import { LOADING_CONFIGURATION } from '@/lib/words/vehicle';

/**
 * Step 1 as the server sends it, before the stored selection is back: the six groups with their
 * explanations and values, in the places the step will show them, nothing to pick yet. The explanations
 * are the page's largest text, so they paint with the page rather than after the step's code (the
 * step rendered in full on the server hydrated in one longer task instead: docs/runs/web.md).
 */
export function ComponentsOutline({ family }: { family: VehicleFamilyDetail }) {
  const options = componentOptions(family.vehicles, {});
  return (
    <div className={cx('ui-stack-6')}>
      {/* Said to a screen reader only: on screen the groups are the step's own, and nothing moves when it goes. */}
      <p role="status" className={cx('ui-visually-hidden')}>
        {LOADING_CONFIGURATION}
      </p>
      {COMPONENT_KEYS.map((key) => (
        <div key={key}>
          <p className={cx('cf-group-label', 'cf-group-label-hinted')}>{COMPONENT_LABELS[key]}</p>
          <p className={cx('cf-group-hint')}>{COMPONENT_HINTS[key]}</p>
          <div className={cx('cf-choices')} aria-hidden="true">
            {options[key].map((option) => (
              <span key={String(option.value)} className={cx('cf-choice')}>
                <span className={cx('cf-choice-label')}>{formatComponent(key, option.value)}</span>
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
