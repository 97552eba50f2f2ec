import 'server-only';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { magazineArticles, magazineIssues, news } from '../db/schema';
import { notFound } from '../http/api-failure';

export const NEWS_PAGE_SIZE = 12;

/** GET /content/news/v1: newest first, a page at a time. */
export async function listNews(db: Executor, page = 1) {
  const [items, [{ total }]] = await Promise.all([
    db
      .select({ slug: news.slug, title: news.title, category: news.category, summary: news.summary, publishedAt: news.publishedAt })
      .from(news)
      .orderBy(desc(news.publishedAt))
      .limit(NEWS_PAGE_SIZE)
      .offset((page - 1) * NEWS_PAGE_SIZE),
    db.select({ total: count() }).from(news),
  ]);
  return { items: items.map((item) => ({ ...item, publishedAt: item.publishedAt.toISOString() })), page, pageSize: NEWS_PAGE_SIZE, total };
}

export async function getNews(db: Executor, slug: string) {
  const [row] = await db.select().from(news).where(eq(news.slug, slug));
  if (!row) throw notFound();
  return { slug: row.slug, title: row.title, category: row.category, summary: row.summary, body: row.body, publishedAt: row.publishedAt.toISOString() };
}

const issueFields = {
  id: magazineIssues.id,
  slug: magazineIssues.slug,
  issueNo: magazineIssues.issueNo,
  title: magazineIssues.title,
  summary: magazineIssues.summary,
  publishedAt: magazineIssues.publishedAt,
};

/** GET /content/magazine/v1: every issue with its article titles, newest first. */
export async function listMagazine(db: Executor) {
  const issues = await db.select(issueFields).from(magazineIssues).orderBy(desc(magazineIssues.issueNo));
  const articles = issues.length
    ? await db
        .select({ issueId: magazineArticles.issueId, slug: magazineArticles.slug, title: magazineArticles.title, author: magazineArticles.author, summary: magazineArticles.summary })
        .from(magazineArticles)
        .where(inArray(magazineArticles.issueId, issues.map((issue) => issue.id)))
        .orderBy(asc(magazineArticles.sortOrder))
    : [];
  return issues.map(({ id, ...issue }) => ({
    ...issue,
    publishedAt: issue.publishedAt.toISOString(),
    articles: articles
      .filter((article) => article.issueId === id)
      .map((article) => ({ slug: article.slug, title: article.title, author: article.author, summary: article.summary })),
  }));
}

/** GET /content/magazine/v1/{slug}: one issue with its articles in full. */
export async function getMagazineIssue(db: Executor, slug: string) {
  const [issue] = await db.select(issueFields).from(magazineIssues).where(eq(magazineIssues.slug, slug));
  if (!issue) throw notFound();
  const articles = await db
    .select({ slug: magazineArticles.slug, title: magazineArticles.title, author: magazineArticles.author, summary: magazineArticles.summary, body: magazineArticles.body })
    .from(magazineArticles)
    .where(eq(magazineArticles.issueId, issue.id))
    .orderBy(asc(magazineArticles.sortOrder));
  const { slug: issueSlug, issueNo, title, summary, publishedAt } = issue;
  return { slug: issueSlug, issueNo, title, summary, publishedAt: publishedAt.toISOString(), articles };
}
