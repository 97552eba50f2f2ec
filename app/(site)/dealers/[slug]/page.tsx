import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { JsonLd } from '@/components/content/json-ld';
import { kmText, OpenNow, PointFacts } from '@/components/dealers/point-card';
import { SiteLink as Link } from '@/components/layout/site-link';
import { byDistance } from '@/lib/dealers/nearest';
import { openingsText, openState, POINT_SERVICE_LABELS, WEEKDAY_NAMES } from '@/lib/dealers/points';
import { calendarNote, officeDay } from '@/lib/calendar/office-days';
import { taipeiDayOf, weekdayOf } from '@/lib/format/dates';
import { dealerPointJsonLd } from '@/lib/seo/json-ld';
import { getDb } from '@/lib/server/db/client';
import { findPoint, listPoints } from '@/lib/server/services/dealer-points';
import type { Point } from '@/lib/schemas/dealers';
import { pageMetadata } from '@/lib/site/page-metadata';
import { cx } from '@/lib/theme/cx';
import { DEALERS_PATH, dealerPointPath, testDrivePath } from '@/lib/urls/site.mjs';
import { BREADCRUMB, DEALERS } from '@/lib/words/pages';

// Read per request (the data cache keeps the points a minute), never at build time.
const pointOf = async (slug: string) => {
  await connection();
  const point = await findPoint(await getDb(), slug);
  if (!point) notFound();
  return point;
};

export async function generateMetadata({ params }: PageProps<'/dealers/[slug]'>): Promise<Metadata> {
  const point = await pointOf((await params).slug);
  const services = point.services.map((service) => POINT_SERVICE_LABELS[service]).join('、');
  return pageMetadata({
    title: point.name,
    description: `${point.name}（${point.city}${point.town}）：${services}。地址、電話與營業時間。`,
    path: dealerPointPath(point.slug),
    image: '/images/site/portal.png',
    imageAlt: point.name,
  });
}

/** For a point without test drives (a service bay), the nearest one with them, as the crow flies. */
async function nearestTestDrivePoint(point: Point) {
  const others = (await listPoints(await getDb())).filter((other) => other.testDrives);
  return byDistance(others, { lat: point.latitude, lon: point.longitude })[0];
}

export default async function DealerPointPage({ params }: PageProps<'/dealers/[slug]'>) {
  const point = await pointOf((await params).slug);
  const elsewhere = point.testDrives ? undefined : await nearestTestDrivePoint(point);
  const now = new Date();
  const today = taipeiDayOf(now);
  const weekday = weekdayOf(today);
  const calendarDay = officeDay(today);
  return (
    <article className={cx('sh-page')}>
      <JsonLd data={dealerPointJsonLd(point)} />
      <nav aria-label={BREADCRUMB} className={cx('sh-breadcrumb')}>
        <Link href={DEALERS_PATH}>{DEALERS}</Link> › <span aria-current="page">{point.name}</span>
      </nav>
      <h1 className={cx('sh-h1')}>{point.name}</h1>
      <div className={cx('dl-facts')}>
        <PointFacts point={point} />
        <OpenNow state={openState(point.hours, point.opensOnHolidays, now)} />
        {point.testDrives && (
          <p>
            <a className={cx('sh-button-link')} href={testDrivePath({ point: point.slug })}>
              預約試乘
            </a>
          </p>
        )}
        {elsewhere && (
          <p className={cx('dl-line')}>
            本據點不提供試乘。最近的試乘據點是 <Link href={dealerPointPath(elsewhere.slug)}>{elsewhere.name}</Link>
            （直線距離{kmText(elsewhere.km)}）： <a href={testDrivePath({ point: elsewhere.slug })}>在{elsewhere.name}預約試乘</a>
          </p>
        )}
      </div>
      <h2 className={cx('sh-h2')}>營業時間</h2>
      <table className={cx('dl-hours')}>
        <caption className={cx('ui-visually-hidden')}>每週營業時間（臺灣時間）</caption>
        <tbody>
          {[1, 2, 3, 4, 5, 6, 0].map((day) => (
            <tr key={day} className={day === weekday ? cx('dl-today') : undefined} aria-current={day === weekday ? 'date' : undefined}>
              <th scope="row">{WEEKDAY_NAMES[day]}</th>
              <td>{openingsText(point.hours[day])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={cx('dl-line')}>
        {point.opensOnHolidays ? '國定假日照常營業。' : '國定假日（依行政院人事行政總處辦公日曆表）休息。'}
        {calendarDay?.holiday && `今天是${calendarDay.reason}。`}
        {calendarDay?.provisional && calendarNote(today, today)}
        {!calendarDay && '本站尚未收錄今年的辦公日曆，國定假日是否營業請先來電確認。'}
      </p>
      <p>
        <a className={cx('sh-more-link')} href={DEALERS_PATH}>
          看全部據點
        </a>
      </p>
    </article>
  );
}
