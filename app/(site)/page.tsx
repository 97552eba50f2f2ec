import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/layout/site-link';
import { connection } from 'next/server';
import { FamilyCard } from '@/components/catalog/family-card';
import { HomeSection } from '@/components/content/home-section';
import { IssueView } from '@/components/content/issue-view';
import { NewsGrid } from '@/components/content/news-card';
import { brand } from '@/lib/site/brand';
import { MAGAZINE_LIST_PATH, MAGAZINE_PATH, NEWS_PATH } from '@/lib/urls/content.mjs';
import { ORDER_GUIDE_PATH, VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { pageMetadata } from '@/lib/site/page-metadata';
import { getDb } from '@/lib/server/db/client';
import { listFamilies } from '@/lib/server/services/catalog';
import { latestNews } from '@/lib/server/services/content';
import { allIssues } from '@/lib/server/services/magazine';
import { cx } from '@/lib/theme/cx';
import { FAMILY } from '@/lib/words/vehicle';
import { MAGAZINE, MAGAZINE_ISSUES, NEWS, VEHICLE_OWNER } from '@/lib/words/pages';

const DESCRIPTION = `${brand.name}官方會員與購車網站：瀏覽輕型、中型、重型貨車與曳引車頭，線上配置卡車、預購成為車主，並閱讀最新消息與客戶雜誌。`;

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: `${brand.name}｜會員與購車入口`,
    absoluteTitle: true,
    description: DESCRIPTION,
    path: '/',
    image: '/images/site/portal.png',
    imageAlt: `${brand.name}的輕型貨車與重型貨車`,
  });

// Per request, from the catalog and content caches, never at build time.
export default async function HomePage() {
  await connection();
  const db = await getDb();
  const [families, news, issues] = await Promise.all([listFamilies(db), latestNews(db, 3), allIssues(db)]);
  const issue = issues[0];
  return (
    <>
      <section className={cx('sh-hero')} aria-labelledby="hero-title">
        <div className={cx('sh-hero-inner')}>
          <div>
            <h1 id="hero-title" className={cx('sh-hero-title')}>
              配置您的卡車，
              <br />
              線上預購成為車主
            </h1>
            <p className={cx('sh-hero-lead')}>
              從 3.5 噸輕型貨車到曳引車頭，選車型、配備與車色，即時看到含稅價格，送出預購後由經銷商與您聯繫簽約與交車。
            </p>
            <Link className={cx('sh-hero-cta')} href={VEHICLE_OWNER_PATH}>
              {VEHICLE_OWNER}
            </Link>
            <a className={cx('sh-hero-link')} href={ORDER_GUIDE_PATH}>
              了解購車流程
            </a>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawing; next/image adds nothing for it */}
          <img className={cx('sh-hero-img')} src="/images/site/portal.svg" alt="" width={640} height={360} />
        </div>
      </section>
      <div className={cx('sh-wide')}>
        <HomeSection id="families-title" title="車系一覽" more={{ href: VEHICLE_OWNER_PATH, label: '所有車系與售價' }}>
          <ul className={cx('sh-family-grid')} aria-label={FAMILY}>
            {families.map((family) => (
              <FamilyCard key={family.uuid} family={family} priority={false} />
            ))}
          </ul>
        </HomeSection>
        <HomeSection id="news-title" title={NEWS} more={{ href: NEWS_PATH, label: '所有消息' }}>
          <NewsGrid items={news} label={NEWS} level={3} />
        </HomeSection>
        {issue && (
          <HomeSection id="magazine-title" title={MAGAZINE} more={{ href: MAGAZINE_LIST_PATH, label: MAGAZINE_ISSUES }}>
            <IssueView issue={issue} titleLevel={3} />
            <p className={cx('sh-article-foot')}>
              <a className={cx('sh-more-link')} href={MAGAZINE_PATH}>
                閱讀本期雜誌
              </a>
            </p>
          </HomeSection>
        )}
      </div>
    </>
  );
}
