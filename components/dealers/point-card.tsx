import { openingsText, openState, type OpenState, POINT_SERVICE_LABELS } from '@/lib/dealers/points';
import { taipeiDayOf, weekdayOf } from '@/lib/format/dates';
import type { Point } from '@/lib/schemas/dealers';
import { cx } from '@/lib/theme/cx';
import { dealerPointPath } from '@/lib/urls/site.mjs';

/** Whether a point is open (lib/dealers/points.ts openState), said in words (never by color alone). */
export function OpenNow({ state }: { state: OpenState }) {
  return <p className={cx(state.open ? 'dl-open' : 'dl-closed')}>{state.text}</p>;
}

/** What a point offers, as chips. */
export function PointServices({ point }: { point: Point }) {
  return (
    <ul className={cx('dl-services')} aria-label="服務項目">
      {point.services.map((service) => (
        <li key={service} className={cx('sh-chip')}>
          {POINT_SERVICE_LABELS[service]}
        </li>
      ))}
    </ul>
  );
}

/** A straight-line distance as the pages say it: one decimal under 10 km, whole kilometres above. */
export const kmText = (km: number) => `約 ${km < 10 ? km.toFixed(1) : Math.round(km)} 公里`;

/** The address as a Taiwanese letter writes it: zip, city, town, street. */
export const pointAddress = (point: Point) => `${point.zip} ${point.city}${point.town}${point.street}`;

/**
 * What the list and the point's page both say of a point: its dealer (and the distance, when the list is
 * sorted by it), services, address and telephone.
 */
export function PointFacts({ point, km }: { point: Point; km?: number }) {
  return (
    <>
      <p className={cx('dl-dealer')}>
        {point.dealerName}
        {km !== undefined && `・距離${kmText(km)}`}
      </p>
      <PointServices point={point} />
      <p className={cx('dl-line')}>{pointAddress(point)}</p>
      <p className={cx('dl-line')}>
        電話{' '}
        <a className={cx('dl-tel')} href={`tel:${point.phone.replace(/-/g, '')}`}>
          {point.phone}
        </a>
      </p>
    </>
  );
}

/** A point in the list: name (its page), its facts, today's hours and whether it is open now. */
export function PointCard({ point, now, km }: { point: Point; now: Date; km?: number }) {
  const today = point.hours[weekdayOf(taipeiDayOf(now))] ?? [];
  const state = openState(point.hours, point.opensOnHolidays, now);
  return (
    <li className={cx('dl-card')}>
      <h2 className={cx('dl-name')}>
        <a href={dealerPointPath(point.slug)}>{point.name}</a>
      </h2>
      <PointFacts point={point} km={km} />
      {today.length > 0 && !state.holiday && <p className={cx('dl-line')}>今天 {openingsText(today)}</p>}
      <OpenNow state={state} />
    </li>
  );
}
