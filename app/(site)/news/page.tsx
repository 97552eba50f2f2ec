import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { CategoryFilter } from '@/components/content/category-filter';
import { NewsGrid } from '@/components/content/news-card';
import { PaginationNav } from '@/components/content/pagination-nav';
import { parseCategory } from '@/lib/content/news-categories';
import { parsePage } from '@/lib/content/pagination';
import { newsListPath } from '@/lib/urls/content.mjs';
import { pageMetadata } from '@/lib/site/page-metadata';
import { getDb } from '@/lib/server/db/client';
import { newsListing } from '@/lib/server/services/content';
import { cx } from '@/lib/theme/cx';
import { NEWS } from '@/lib/words/pages';

/** Small enough that the ten demo items fill two pages. */
const PAGE_SIZE = 6;
const LEAD = '泰嵐商用車的新車發表、活動、服務公告與企業消息，依發布日期由新到舊排列。';

// The metadata and the page both read the content cache (lib/server/cache), per request, never at build time.
const listingOf = async (categoryParam: string | string[] | undefined, pageParam: string | string[] | undefined) => {
  await connection();
  const category = parseCategory(categoryParam);
  const page = parsePage(pageParam);
  if (category === undefined || page === null) return null;
  const listing = await newsListing(await getDb(), category, page, PAGE_SIZE);
  return listing && { ...listing, category };
};

export async function generateMetadata({ searchParams }: PageProps<'/news'>): Promise<Metadata> {
  const { category: categoryParam, page: pageParam } = await searchParams;
  const listing = await listingOf(categoryParam, pageParam);
  if (!listing) return { title: '找不到頁面', robots: { index: false } };
  const { category, page } = listing;
  const title = `${NEWS}${category ? `：${category.name}` : ''}${page > 1 ? `（第 ${page} 頁）` : ''}`;
  return pageMetadata({
    title,
    description: category ? `泰嵐商用車「${category.name}」類的最新消息，依發布日期由新到舊排列。` : LEAD,
    path: newsListPath({ category: category?.slug, page }),
    image: '/images/news/news.png',
    imageAlt: '泰嵐商用車最新消息',
  });
}

export default async function NewsPage({ searchParams }: PageProps<'/news'>) {
  const { category: categoryParam, page: pageParam } = await searchParams;
  const listing = await listingOf(categoryParam, pageParam);
  if (!listing) notFound();
  const { category, categories, items, page, pageCount } = listing;
  return (
    <section className={cx('sh-wide')}>
      <h1 className={cx('sh-h1')}>
        {NEWS}
        {category && `：${category.name}`}
      </h1>
      <p className={cx('sh-lead')}>{LEAD}</p>
      <CategoryFilter categories={categories} current={category} />
      {items.length ? <NewsGrid items={items} label="消息列表" /> : <p className={cx('sh-prose')}>目前沒有消息。</p>}
      <PaginationNav page={page} pageCount={pageCount} hrefOf={(n) => newsListPath({ category: category?.slug, page: n })} />
    </section>
  );
}
