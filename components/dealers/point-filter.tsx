import { TOWNS_BY_CITY } from '@/lib/dealers/nearest';
import { POINT_SERVICE_LABELS, POINT_SERVICES } from '@/lib/dealers/points';
import type { Point, PointListQuery } from '@/lib/schemas/dealers';
import { cx } from '@/lib/theme/cx';
import { DEALERS_PATH } from '@/lib/urls/site.mjs';
import { ALL } from '@/lib/words/actions';

const unique = (values: string[]) => [...new Set(values)];

/**
 * The list's filter as a plain GET form (a filtered list is its own address, and it works without script):
 * the cities with points, the towns of the chosen city, a service, and the visitor's own town to sort by distance.
 * The towns of a city show once the city is chosen.
 */
export function PointFilter({ points, chosen }: { points: readonly Point[]; chosen: PointListQuery & { near?: string } }) {
  const cities = unique(points.map((point) => point.city));
  const towns = chosen.city ? unique(points.filter((point) => point.city === chosen.city).map((point) => point.town)) : [];
  return (
    <form className={cx('dl-filter')} action={DEALERS_PATH} method="get" aria-label="篩選據點">
      <label className={cx('dl-field')}>
        縣市
        <select className={cx('dl-select')} name="city" defaultValue={chosen.city ?? ''}>
          <option value="">{ALL}</option>
          {cities.map((city) => (
            <option key={city}>{city}</option>
          ))}
        </select>
      </label>
      {towns.length > 0 && (
        <label className={cx('dl-field')}>
          鄉鎮市區
          <select className={cx('dl-select')} name="town" defaultValue={chosen.town ?? ''}>
            <option value="">{ALL}</option>
            {towns.map((town) => (
              <option key={town}>{town}</option>
            ))}
          </select>
        </label>
      )}
      <label className={cx('dl-field')}>
        服務項目
        <select className={cx('dl-select')} name="service" defaultValue={chosen.service ?? ''}>
          <option value="">{ALL}</option>
          {POINT_SERVICES.map((service) => (
            <option key={service} value={service}>
              {POINT_SERVICE_LABELS[service]}
            </option>
          ))}
        </select>
      </label>
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
      <button type="submit" className={cx('dl-submit')}>
        篩選
      </button>
    </form>
  );
}
