import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { isNewsVisible } from '@/lib/content/news-status';
import { NEWS_CATEGORIES, type NewsCategory } from '@/lib/content/news-categories';
import type { NewsItem, NewsSummary } from '@/lib/schemas/content';
import { pageOf } from '@/lib/content/pagination';
import type { Executor } from '../db/client';
import { news, newsSlugs } from '../db/schema';
import { notFound } from '../core/api-failure';
import { cached } from '../cache/cached';
import { invalidateAt } from '../cache/invalidate-at';
import { picturePositions } from './picture-positions';

/**
 * News, read whole into a per-process cache (the magazine likewise, services/magazine.ts): the public
 * pages and the API filter and page them in memory, so no request of a visitor reaches the database
 * while the cache is warm, and unknown slugs or pages cannot grow it. Built for hundreds of items, not hundreds of thousands.
 *
 * The staff console's editor (services/news-editing.ts) calls invalidate('news') with each change, so it
 * shows at once in this process; a change made elsewhere (SQL, a re-seed, another instance) shows within
 * CONTENT_CACHE_MS (a minute by default).
 */
export const CONTENT_CACHE_MS = Number(process.env.CONTENT_CACHE_MS ?? 60_000);

async function loadNews(db: Executor) {
  const [rows, retired] = await Promise.all([
    db.select().from(news).where(eq(news.state, 'published')).orderBy(desc(news.publishedAt), asc(news.slug)),
    db.select({ slug: newsSlugs.slug, newsId: newsSlugs.newsId }).from(newsSlugs),
  ]);
  const positionOf = await picturePositions(
    db,
    rows.map((row) => row.cover),
  );
  const items = rows.map((row): NewsItem => ({
    slug: row.slug,
    title: row.title,
    category: row.category,
    cover: row.cover,
    coverPosition: positionOf(row.cover),
    summary: row.summary,
    body: row.body,
    publishedAt: row.publishedAt!.toISOString(),
    // An edit made before publication is no modification a reader saw.
    updatedAt: new Date(Math.max(row.updatedAt?.getTime() ?? 0, row.publishedAt!.getTime())).toISOString(),
  }));
  const seo = new Map(rows.map((row) => [row.slug, { title: row.seoTitle, description: row.seoDescription, coverAlt: row.coverAlt }]));
  const slugOfId = new Map(rows.map((row) => [row.id, row.slug]));
  const renamed = new Map(retired.filter((old) => slugOfId.has(old.newsId)).map((old) => [old.slug, slugOfId.get(old.newsId)!]));
  // Newest first, with the times beside them: what is not yet due leads the list.
  return { items, times: rows.map((row) => row.publishedAt!), seo, renamed };
}

const loadedNews = (db: Executor) => cached('news', ['news'], CONTENT_CACHE_MS, () => loadNews(db));

/** The published news whose time has come, newest first; what every public read starts from. */
/**
 * What readers see of a published list loaded newest first (news, magazine issues), given each one's
 * time: what is not yet due leads the list and is left out. A scheduled one shows by itself: the last of
 * those not yet due is the next to come, and what is kept of `tag` from before its time is read again from then on.
 */
export function dueOnly<T>(list: T[], times: Date[], tag: 'news' | 'magazine', now = new Date()): T[] {
  const firstDue = times.findIndex((at) => isNewsVisible('published', at, now));
  const upcoming = firstDue === -1 ? times.length : firstDue;
  invalidateAt(tag, upcoming > 0 ? times[upcoming - 1].getTime() : null);
  return upcoming > 0 ? list.slice(upcoming) : list;
}

async function allNews(db: Executor) {
  const { items, times, renamed } = await loadedNews(db);
  return { items: dueOnly(items, times, 'news'), renamed };
}

/**
 * What a news page's metadata says to search engines: the editor's SEO title and description, or the
 * title and summary; and the cover's words (the title's, for items written before they were asked).
 */
export async function newsSeo(db: Executor, item: NewsItem) {
  const seo = (await loadedNews(db)).seo.get(item.slug);
  return {
    title: seo?.title || item.title,
    description: seo?.description || item.summary,
    coverAlt: seo?.coverAlt || `${item.title} 封面圖`,
  };
}

const summaryOf = ({ slug, title, category, cover, coverPosition, summary, publishedAt, updatedAt }: NewsItem): NewsSummary => ({
  slug,
  title,
  category,
  cover,
  coverPosition,
  summary,
  publishedAt,
  updatedAt,
});

/** The item a slug names: by its current slug, or by one it had before (then `renamed`). */
export async function findNews(db: Executor, slug: string): Promise<{ item: NewsItem; renamed: boolean } | null> {
  const { items, renamed } = await allNews(db);
  const current = renamed.has(slug) && !items.some((item) => item.slug === slug) ? renamed.get(slug)! : slug;
  const item = items.find((candidate) => candidate.slug === current);
  return item ? { item, renamed: current !== slug } : null;
}

/** Every news item without its body, newest first (for a sitemap or a feed). */
export const newsSummaries = async (db: Executor) => (await allNews(db)).items.map(summaryOf);

export const latestNews = async (db: Executor, count: number) => (await newsSummaries(db)).slice(0, count);

/** One page of /news, newest first, of one category or all; null for a page past the end. */
export async function newsListing(db: Executor, category: NewsCategory | null, page: number, pageSize: number) {
  const { items } = await allNews(db);
  const listed = pageOf(category ? items.filter((item) => item.category === category.name) : items, page, pageSize);
  if (!listed) return null;
  const categories = NEWS_CATEGORIES.filter((known) => items.some((item) => item.category === known.name));
  return { ...listed, items: listed.items.map(summaryOf), categories };
}

export const NEWS_API_PAGE_SIZE = 12;

/** GET /content/news/v1: newest first, a page at a time. */
export async function listNews(db: Executor, page = 1) {
  const { items } = await allNews(db);
  const start = (page - 1) * NEWS_API_PAGE_SIZE;
  return { items: items.slice(start, start + NEWS_API_PAGE_SIZE).map(summaryOf), page, pageSize: NEWS_API_PAGE_SIZE, total: items.length };
}

/** GET /content/news/v1/{slug}: one item; a slug it had before answers the item under its current slug. */
export async function getNews(db: Executor, slug: string) {
  const found = await findNews(db, slug);
  if (!found) throw notFound();
  return found.item;
}
