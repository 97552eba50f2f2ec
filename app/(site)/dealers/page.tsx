import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { PointCard } from '@/components/dealers/point-card';
import { PointFilter } from '@/components/dealers/point-filter';
import { LocateMe } from '@/components/dealers/locate-me';
import { PointMap } from '@/components/dealers/point-map';
import { byDistance, townNamed } from '@/lib/dealers/nearest';
import { atParam, parseAt } from '@/lib/dealers/visitor-place';
import { onTheMap, type LatLon } from '@/lib/geo/projection';
import { POINT_SERVICE_LABELS } from '@/lib/dealers/points';
import { type Point, pointListQuery, type PointListQuery } from '@/lib/schemas/dealers';
import { getDb } from '@/lib/server/db/client';
import { listPoints } from '@/lib/server/services/dealer-points';
import { pageMetadata } from '@/lib/site/page-metadata';
import { cx } from '@/lib/theme/cx';
import { DEALERS_PATH } from '@/lib/urls/site.mjs';
import { DEALERS } from '@/lib/words/pages';

const LEAD =
  '泰嵐商用車經銷商在全臺的銷售與服務據點：營業時間、服務項目與電話，由北到南排列；選擇您所在的鄉鎮市區，或用您目前的位置，就由近到遠排列。';

const first = (params: Record<string, string | string[] | undefined>, key: string) => [params[key]].flat()[0]?.trim() || undefined;

/**
 * The filter from the address: the first of each of city, town and service, empty ones left out, and where to
 * sort from: the visitor's town (near=桃園市中壢區) or the browser's location (at=24.96,121.22); null when one
 * of them is not valid.
 */
function filterOf(params: Record<string, string | string[] | undefined>): (PointListQuery & { near?: string; at?: LatLon }) | null {
  // A town counts only with its city: 東區 is a town of three cities.
  const keys = first(params, 'city') ? (['city', 'town', 'service'] as const) : (['service'] as const);
  const picked = Object.fromEntries(keys.flatMap((key) => (first(params, key) ? [[key, first(params, key)]] : [])));
  const parsed = pointListQuery.safeParse(picked);
  const near = first(params, 'near');
  const at = first(params, 'at');
  if (!parsed.success || (near && !townNamed(near))) return null;
  const place = at ? parseAt(at) : undefined;
  if (place === null) return null;
  return { ...parsed.data, near, at: place };
}

/** Where the list is sorted from: the town chosen in the form, else the browser's location; off the map, nowhere. */
function originOf({ near, at }: { near?: string; at?: LatLon }) {
  const town = near ? townNamed(near) : null;
  if (town) return { label: `${town.city}${town.town}`, at: town.at };
  return at && onTheMap(at) ? { label: '您的位置', at } : null;
}

const titleOf = ({ city, town, service }: PointListQuery) =>
  `${DEALERS}${city || service ? `：${[`${city ?? ''}${town ?? ''}`, service && POINT_SERVICE_LABELS[service]].filter(Boolean).join('・')}` : ''}`;

export async function generateMetadata({ searchParams }: PageProps<'/dealers'>): Promise<Metadata> {
  const filter = filterOf(await searchParams);
  if (!filter) return { title: '找不到頁面', robots: { index: false } };
  return pageMetadata({
    title: titleOf(filter),
    description: LEAD,
    path: DEALERS_PATH,
    image: '/images/site/portal.png',
    imageAlt: '泰嵐商用車服務據點',
  });
}

export default async function DealersPage({ searchParams }: PageProps<'/dealers'>) {
  await connection();
  const filter = filterOf(await searchParams);
  if (!filter) notFound();
  const db = await getDb();
  const all = await listPoints(db);
  // A town left over from another city (the form keeps the town select's value when the city changes) is dropped.
  if (filter.town && !all.some((point) => point.city === filter.city && point.town === filter.town)) delete filter.town;
  const listed = await listPoints(db, filter);
  const origin = originOf(filter);
  const points: (Point & { km?: number })[] = origin ? byDistance(listed, origin.at) : listed;
  const now = new Date();
  return (
    <section className={cx('sh-wide')}>
      <h1 className={cx('sh-h1')}>{titleOf(filter)}</h1>
      <p className={cx('sh-lead')}>{LEAD}</p>
      <PointFilter points={all} chosen={filter} at={!filter.near && filter.at ? atParam(filter.at) : undefined} />
      <LocateMe />
      <p className={cx('dl-count')}>
        {filter.at && !filter.near && !origin && '您的位置不在臺灣、金門或馬祖，以下由北到南排列。'}
        {points.length
          ? `共 ${points.length} 個據點${origin ? `，由近到遠（與${origin.label}的直線距離）` : ''}`
          : '沒有符合條件的據點，請換個縣市或服務項目。'}
      </p>
      <div className={cx('dl-layout')}>
        {points.length > 0 && (
          <ul className={cx('dl-list')} aria-label="據點列表">
            {points.map((point) => (
              <PointCard key={point.slug} point={point} now={now} km={point.km} />
            ))}
          </ul>
        )}
        <PointMap points={points} near={origin ?? undefined} />
      </div>
    </section>
  );
}
