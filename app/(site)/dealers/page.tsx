import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { PointCard } from '@/components/dealers/point-card';
import { PointFilter } from '@/components/dealers/point-filter';
import { POINT_SERVICE_LABELS } from '@/lib/dealers/points';
import { pointListQuery, type PointListQuery } from '@/lib/schemas/dealers';
import { getDb } from '@/lib/server/db/client';
import { listPoints } from '@/lib/server/services/dealer-points';
import { pageMetadata } from '@/lib/site/page-metadata';
import { cx } from '@/lib/theme/cx';
import { DEALERS_PATH } from '@/lib/urls/site.mjs';
import { DEALERS } from '@/lib/words/pages';

const LEAD = '泰嵐商用車經銷商在全臺的銷售與服務據點：營業時間、服務項目與電話，由北到南排列。';

/** The filter from the address: the first of each of city, town and service, empty ones left out; null when one is not valid. */
function filterOf(params: Record<string, string | string[] | undefined>): PointListQuery | null {
  const picked = Object.fromEntries(
    (['city', 'town', 'service'] as const).flatMap((key) => {
      const value = [params[key]].flat()[0]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = pointListQuery.safeParse(picked);
  return parsed.success ? parsed.data : null;
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
  const [all, points] = await Promise.all([listPoints(db), listPoints(db, filter)]);
  const now = new Date();
  return (
    <section className={cx('sh-wide')}>
      <h1 className={cx('sh-h1')}>{titleOf(filter)}</h1>
      <p className={cx('sh-lead')}>{LEAD}</p>
      <PointFilter points={all} chosen={filter} />
      <p className={cx('dl-count')} role="status">
        {points.length ? `共 ${points.length} 個據點` : '沒有符合條件的據點，請換個縣市或服務項目。'}
      </p>
      {points.length > 0 && (
        <ul className={cx('dl-list')} aria-label="據點列表">
          {points.map((point) => (
            <PointCard key={point.slug} point={point} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
