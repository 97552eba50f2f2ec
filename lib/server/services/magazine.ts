import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import type { MagazineArticle, MagazineIssue } from '@/lib/schemas/content';
import type { Executor } from '../db/client';
import { magazineArticles, magazineArticleSlugs, magazineIssues, magazineIssueSlugs } from '../db/schema';
import { notFound } from '../core/api-failure';
import { cached } from '../cache/cached';
import { CONTENT_CACHE_MS, dueOnly } from './content';
import { picturePositions } from './picture-positions';

// The magazine as readers see it, read whole into the per-process cache as the news is (services/content.ts):
// the published issues whose time has come, newest first, with their articles. A scheduled issue shows by
// itself at its time (invalidateAt); an issue's or an article's former slug leads (308) to its current one.
// The console's editor (services/magazine-editing.ts) calls invalidate('magazine') with each change.

async function loadMagazine(db: Executor) {
  const [issues, articles, issueSlugs, articleSlugs] = await Promise.all([
    db
      .select()
      .from(magazineIssues)
      .where(eq(magazineIssues.state, 'published'))
      .orderBy(desc(magazineIssues.publishedAt), desc(magazineIssues.issueNo)),
    db.select().from(magazineArticles).orderBy(asc(magazineArticles.sortOrder), asc(magazineArticles.slug)),
    db.select().from(magazineIssueSlugs),
    db.select().from(magazineArticleSlugs),
  ]);
  const positionOf = await picturePositions(
    db,
    issues.map((issue) => issue.cover),
  );
  const list = issues.map((issue): MagazineIssue => ({
    slug: issue.slug,
    issueNo: issue.issueNo,
    title: issue.title,
    summary: issue.summary,
    cover: issue.cover,
    coverPosition: positionOf(issue.cover),
    publishedAt: issue.publishedAt!.toISOString(),
    articles: articles
      .filter((article) => article.issueId === issue.id)
      .map(({ slug, title, author, summary, body }) => ({ slug, title, author, summary, body })),
  }));
  const slugOfIssue = new Map(issues.map((issue) => [issue.id, issue.slug]));
  const slugOfArticle = new Map(articles.map((article) => [article.id, article.slug]));
  const renamedIssues = new Map(
    issueSlugs.filter((old) => slugOfIssue.has(old.issueId)).map((old) => [old.slug, slugOfIssue.get(old.issueId)!]),
  );
  // By the issue's current slug and the article's old one.
  const renamedArticles = new Map(
    articleSlugs
      .filter((old) => slugOfIssue.has(old.issueId) && slugOfArticle.has(old.articleId))
      .map((old) => [`${slugOfIssue.get(old.issueId)}/${old.slug}`, slugOfArticle.get(old.articleId)!]),
  );
  const extras = new Map(
    issues.map((issue) => [issue.slug, { seoTitle: issue.seoTitle, seoDescription: issue.seoDescription, coverAlt: issue.coverAlt }]),
  );
  return { list, times: issues.map((issue) => issue.publishedAt!), renamedIssues, renamedArticles, extras };
}

const loadedMagazine = (db: Executor) => cached('magazine', ['magazine'], CONTENT_CACHE_MS, () => loadMagazine(db));

/** The issues readers see now, newest first, and the renames; arms the drop of the cache at the next issue's time. */
async function visibleMagazine(db: Executor) {
  const loaded = await loadedMagazine(db);
  return { ...loaded, list: dueOnly(loaded.list, loaded.times, 'magazine') };
}

/** Every issue readers see, newest first, with its articles in full. */
export const allIssues = async (db: Executor) => (await visibleMagazine(db)).list;

/** The issue a slug names: by its current slug, or by one it had before (then `renamed`). */
export async function findIssue(db: Executor, slug: string): Promise<{ issue: MagazineIssue; renamed: boolean } | null> {
  const { list, renamedIssues } = await visibleMagazine(db);
  const current = list.some((issue) => issue.slug === slug) ? slug : (renamedIssues.get(slug) ?? slug);
  const issue = list.find((candidate) => candidate.slug === current);
  return issue ? { issue, renamed: current !== slug } : null;
}

/** An article by its issue's slug and its own, either of them a former one (then `renamed`). */
export async function findMagazineArticle(
  db: Executor,
  issueSlug: string,
  articleSlug: string,
): Promise<{ issue: MagazineIssue; article: MagazineArticle; renamed: boolean } | null> {
  const found = await findIssue(db, issueSlug);
  if (!found) return null;
  const { renamedArticles } = await visibleMagazine(db);
  const { issue } = found;
  const own = issue.articles.some((article) => article.slug === articleSlug);
  const current = own ? articleSlug : (renamedArticles.get(`${issue.slug}/${articleSlug}`) ?? articleSlug);
  const article = issue.articles.find((candidate) => candidate.slug === current);
  return article ? { issue, article, renamed: found.renamed || current !== articleSlug } : null;
}

/** What an issue's pages tell search engines and screen readers: the editor's SEO fields, else the defaults. */
export async function issueExtras(db: Executor, issue: MagazineIssue) {
  const extras = (await loadedMagazine(db)).extras.get(issue.slug);
  return {
    title: extras?.seoTitle || issue.title,
    description: extras?.seoDescription || `泰嵐客戶雜誌第 ${issue.issueNo} 期：${issue.summary}`,
    coverAlt: extras?.coverAlt || `${issue.title} 封面`,
  };
}

const withoutBodies = (issue: MagazineIssue) => ({
  ...issue,
  articles: issue.articles.map(({ slug, title, author, summary }) => ({ slug, title, author, summary })),
});

/** GET /content/magazine/v1: every issue with its article titles, newest first. */
export const listMagazine = async (db: Executor) => (await allIssues(db)).map(withoutBodies);

/** GET /content/magazine/v1/{slug}: one issue with its articles in full; a former slug answers it under its current one. */
export async function getMagazineIssue(db: Executor, slug: string) {
  const found = await findIssue(db, slug);
  if (!found) throw notFound();
  return found.issue;
}
