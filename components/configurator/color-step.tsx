'use client';

import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { formatTwd } from '@/lib/format/money';
import { cx } from '@/lib/theme/cx';
import { useAppDispatch } from '@/store/hooks';
import { selectionsChanged } from '@/store/slices/vehicle-order-slice';
import { ChoiceCards } from './choice-cards';
import { useConfiguration } from './use-configuration';
import { COLOR, NO_EXTRA_CHARGE } from '@/lib/words/vehicle';

/** What the paints are, for a visitor who has not bought paint before: the group's one line. */
const PAINT_HINT = '一般烤漆為素色；金屬烤漆含金屬微粒，帶光澤；珍珠烤漆含雲母，隨角度變色，較不顯刮痕。';

/** Step 2: the cab color, then its paint (材質) with any surcharge. */
export function ColorStep({ family }: { family: VehicleFamilyDetail }) {
  const dispatch = useAppDispatch();
  const { color, material } = useConfiguration(family);

  const chooseColor = (uuid: string) => {
    const next = family.colors.find((candidate) => candidate.uuid === uuid);
    if (!next) return;
    // A paint of the old color does not apply; the first (standard) paint of the new one is taken.
    const keep = next.materials.some((candidate) => candidate.uuid === material?.uuid);
    dispatch(
      selectionsChanged({ selectedColor: next.uuid, selectedColorMaterial: keep ? material!.uuid : (next.materials[0]?.uuid ?? null) }),
    );
  };

  return (
    <div className={cx('ui-stack-8')}>
      <ChoiceCards
        label={COLOR}
        value={color?.uuid ?? null}
        onChange={chooseColor}
        choices={family.colors.map((each) => ({
          value: each.uuid,
          label: each.name,
          leading: (
            // The color's hex comes with the catalog, so it is an inline style, not a class.
            <span aria-hidden className={cx('cf-swatch')} style={{ background: each.hex }} />
          ),
        }))}
      />
      {color && (
        <ChoiceCards
          label={`${color.name}的烤漆`}
          hint={PAINT_HINT}
          value={material?.uuid ?? null}
          onChange={(value) => dispatch(selectionsChanged({ selectedColorMaterial: value }))}
          wide
          choices={color.materials.map((each) => ({
            value: each.uuid,
            label: each.name,
            note: each.surcharge > 0 ? `加價 ${formatTwd(each.surcharge)}` : NO_EXTRA_CHARGE,
          }))}
        />
      )}
      {!color && <p className={cx('ui-muted')}>請先選擇車色，再選擇烤漆。</p>}
    </div>
  );
}
