import { Checkbox } from '@/components/ui/checkbox';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { COMPARE_MAX, COMPARE_MIN } from '@/lib/constants';
import { formatComponent } from '@/lib/configurator/components';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { COMPARE_PATH } from '@/lib/urls/vehicle.mjs';
import { COMPARE_CONFIGURATIONS, MODEL } from '@/lib/words/vehicle';

/** 比較車型 on a family's page: a plain GET form (no script) that opens the comparison of the models ticked. */
export function CompareModelsForm({ family }: { family: VehicleFamilyDetail }) {
  if (family.vehicles.length < COMPARE_MIN) return null;
  return (
    <form method="get" action={COMPARE_PATH} className={cx('sv-compare-bar')} aria-label={`${family.name} 車型比較`}>
      <input type="hidden" name="family" value={family.uuid} />
      <fieldset className={cx('ui-stack-2')}>
        <legend className={cx('ui-strong')}>
          比較車型：勾選 {COMPARE_MIN} 至 {COMPARE_MAX} 個車型（超過 {COMPARE_MAX} 個時比較前 {COMPARE_MAX} 個）
        </legend>
        <div className={cx('ui-wrap-3')}>
          {family.vehicles.map((vehicle, index) => (
            <Checkbox key={vehicle.uuid} name="vehicle" value={vehicle.uuid}>
              {MODEL} {index + 1}（{formatComponent('hp', vehicle.hp)}・{vehicle.gearBox}・{formatTwd(vehicle.price)}）
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={cx('sh-button-link')}>
        {COMPARE_CONFIGURATIONS}
      </button>
    </form>
  );
}
