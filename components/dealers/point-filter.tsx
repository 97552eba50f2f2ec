import { TOWNS_BY_CITY } from '@/lib/dealers/nearest';
import { POINT_SERVICE_LABELS, POINT_SERVICES } from '@/lib/dealers/points';
import type { Point, PointListQuery } from '@/lib/schemas/dealers';
import { cx } from '@/lib/theme/cx';
import { DEALERS_PATH } from '@/lib/urls/site.mjs';
import { ALL } from '@/lib/words/actions';

const unique = (values: string[]) => [...new Set(values)];

/** One narrowing of the list: 全部 or one of `options` ([value, label]). */
function Choice({ label, name, value, options }: { label: string; name: string; value?: string; options: [string, string][] }) {
  return (
    <label className={cx('dl-field')}>
      {label}
      <select className={cx('dl-select')} name={name} defaultValue={value ?? ''}>
        <option value="">{ALL}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The list's filter as a plain GET form (a filtered list is its own address, and it works without script):
 * the cities with points, the towns of the chosen city, a service, and the visitor's own town to sort by distance.
 * The towns of a city show once the city is chosen.
 */
export function PointFilter({
  points,
  chosen,
  at,
}: {
  points: readonly Point[];
  chosen: PointListQuery & { near?: string };
  /** The browser's location the list is sorted from, kept when the filter changes (a town chosen in 我在 wins). */
  at?: string;
}) {
  const cities = unique(points.map((point) => point.city));
  const towns = chosen.city ? unique(points.filter((point) => point.city === chosen.city).map((point) => point.town)) : [];
  return (
    <form className={cx('dl-filter')} action={DEALERS_PATH} method="get" aria-label="篩選據點">
      <Choice label="縣市" name="city" value={chosen.city} options={cities.map((city) => [city, city])} />
      {towns.length > 0 && <Choice label="鄉鎮市區" name="town" value={chosen.town} options={towns.map((town) => [town, town])} />}
      <Choice
        label="服務項目"
        name="service"
        value={chosen.service}
        options={POINT_SERVICES.map((service) => [service, POINT_SERVICE_LABELS[service]])}
      />
      <label className={cx('dl-field')}>
        我在（由近到遠排列）
        <select className={cx('dl-select')} name="near" defaultValue={chosen.near ?? ''}>
          <option value="">不排序</option>
          {TOWNS_BY_CITY.map(([city, towns]) => (
            <optgroup key={city} label={city}>
              {towns.map((town) => (
                <option key={town} value={`${city}${town}`}>
                  {city}
                  {town}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {at && <input type="hidden" name="at" value={at} />}
      <button type="submit" className={cx('dl-submit')}>
        篩選
      </button>
    </form>
  );
}
