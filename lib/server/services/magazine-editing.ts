import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { newsStatus } from '@/lib/content/news-status';
import type { ArticleInput, IssueInput } from '@/lib/schemas/magazine-forms';
import type { IssueEditorRecord } from '@/lib/schemas/magazine-editing-data';
import { may } from '@/lib/staff/roles';
import type { Db, Executor } from '../db/client';
import { deletedArticleSlugs, magazineArticles, magazineArticleSlugs, magazineIssues, magazineIssueSlugs } from '../db/schema';
import { fieldFailure, notFound } from '../core/api-failure';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors';
import { invalidate } from '../cache/invalidate';
import { checkPicturesExist } from './media';
import { iso, publicationTime, wasOnSite, withdrawnStatus } from './publication';
import type { Actor } from './sales/actor';
import { appendAudit, changedFields } from './sales/audit';
import { recordChanged, refuse } from './sales/refusals';

// The magazine editor of the staff console (issue 20; docs/staff-api.md): 行銷 writes an issue and its
// articles as a draft, publishes the issue now or at a time to come (its articles with it), renames
// slugs (an issue's or an article's old address keeps answering 308 once readers may have seen it),
// deletes and reorders articles, and withdraws it. One version per issue covers its articles; every change is one transaction with its
// audit entry and drops the public caches of the magazine (invalidate).

type IssueRow = typeof magazineIssues.$inferSelect;
type ArticleRow = typeof magazineArticles.$inferSelect;

const requireEditor = (actor: Actor) => {
  if (!may(actor.role, 'edit-content')) throw notFound();
};

async function loadRecord(db: Executor, id: string, now = new Date()): Promise<IssueEditorRecord | null> {
  const [row] = await db.select().from(magazineIssues).where(eq(magazineIssues.id, id));
  if (!row) return null;
  const [articles, formerIssueSlugs, formerArticleSlugs] = await Promise.all([
    db
      .select()
      .from(magazineArticles)
      .where(eq(magazineArticles.issueId, id))
      .orderBy(asc(magazineArticles.sortOrder), asc(magazineArticles.slug)),
    db.select().from(magazineIssueSlugs).where(eq(magazineIssueSlugs.issueId, id)).orderBy(desc(magazineIssueSlugs.retiredAt)),
    db.select().from(magazineArticleSlugs).where(eq(magazineArticleSlugs.issueId, id)).orderBy(desc(magazineArticleSlugs.retiredAt)),
  ]);
  return {
    id: row.id,
    issueNo: row.issueNo,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    coverAlt: row.coverAlt,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    status: newsStatus(row.state, row.publishedAt, now),
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    version: row.version,
    formerSlugs: formerIssueSlugs.map((old) => old.slug),
    articles: articles.map((article) => ({
      id: article.id,
      slug: article.slug,
      title: article.title,
      author: article.author,
      summary: article.summary,
      body: article.body,
      formerSlugs: formerArticleSlugs.filter((old) => old.articleId === article.id).map((old) => old.slug),
    })),
  };
}

/** Every issue, drafts and withdrawn ones included, the newest number first. */
export async function listIssuesForEditors(db: Executor, actor: Actor) {
  requireEditor(actor);
  const [rows, counts] = await Promise.all([
    db.select().from(magazineIssues).orderBy(desc(magazineIssues.issueNo)),
    db.select({ issueId: magazineArticles.issueId, n: count() }).from(magazineArticles).groupBy(magazineArticles.issueId),
  ]);
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    issueNo: row.issueNo,
    slug: row.slug,
    title: row.title,
    status: newsStatus(row.state, row.publishedAt, now),
    publishedAt: iso(row.publishedAt),
    articles: counts.find((each) => each.issueId === row.id)?.n ?? 0,
    version: row.version,
  }));
}

export async function issueRecord(db: Executor, actor: Actor, id: string) {
  requireEditor(actor);
  const record = await loadRecord(db, id);
  if (!record) throw notFound();
  return record;
}

const issueSlugTaken = () => fieldFailure('slug', '這個網址代稱已被其他期別使用，請換一個');
const issueNoTaken = () => fieldFailure('issueNo', '這個期數已有其他期別使用');
const articleSlugTaken = () => fieldFailure('slug', '這期已有文章使用這個網址代稱，請換一個');
const deletedArticleSlug = () => fieldFailure('slug', '這個網址代稱屬於一篇已刪除的文章，刪除後一年內不能再用，請換一個');

/** How long a deleted article's slugs stay its own: a reader's bookmark or a search result should not lead to another text meanwhile. */
const DELETED_SLUG_KEPT_MS = 365 * 24 * 60 * 60 * 1000;

/** Another issue's slug, current or former, is taken; an issue may take back a slug of its own past. */
async function checkIssueFree(tx: Executor, input: { slug: string; issueNo: number }, ownId: string | null) {
  const others = (column: typeof magazineIssues.slug | typeof magazineIssues.issueNo, value: string | number) =>
    tx
      .select({ id: magazineIssues.id })
      .from(magazineIssues)
      .where(ownId ? and(eq(column, value), ne(magazineIssues.id, ownId)) : eq(column, value));
  const [former] = await tx
    .select({ issueId: magazineIssueSlugs.issueId })
    .from(magazineIssueSlugs)
    .where(eq(magazineIssueSlugs.slug, input.slug));
  if ((await others(magazineIssues.slug, input.slug)).length > 0 || (former && former.issueId !== ownId)) throw issueSlugTaken();
  if ((await others(magazineIssues.issueNo, input.issueNo)).length > 0) throw issueNoTaken();
}

/** Two editors taking one slug or number at the same moment: the unique index refuses the second, in words. */
async function savingUnique<T>(write: () => Promise<T>, taken: (error: unknown) => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw pgErrorCode(error) === UNIQUE_VIOLATION ? taken(error) : error;
  }
}
const issueUniqueTaken = (error: unknown) =>
  /issue_no/.test(String((error as { cause?: unknown }).cause ?? error)) ? issueNoTaken() : issueSlugTaken();

const issueFieldsOf = (source: IssueInput | IssueRow) => ({
  issueNo: source.issueNo,
  slug: source.slug,
  title: source.title,
  summary: source.summary,
  cover: source.cover,
  coverAlt: source.coverAlt,
  seoTitle: source.seoTitle,
  seoDescription: source.seoDescription,
});
type IssueFields = ReturnType<typeof issueFieldsOf>;

const articleFieldsOf = (source: Omit<ArticleInput, 'version'> | ArticleRow) => ({
  slug: source.slug,
  title: source.title,
  author: source.author,
  summary: source.summary,
  body: source.body,
});

const audit = (
  tx: Executor,
  actor: Actor,
  action: Parameters<typeof appendAudit>[2]['action'],
  row: { id: string; slug: string },
  change: { before?: unknown; after?: unknown },
) => appendAudit(tx, actor, { action, recordKind: 'magazine', recordId: row.id, recordNumber: row.slug, ...change });

/** A new issue, as a draft: nobody outside the console sees it until it is published. */
export async function createIssue(db: Db, actor: Actor, input: IssueInput) {
  requireEditor(actor);
  return savingUnique(
    () =>
      db.transaction(async (tx) => {
        const fields = issueFieldsOf(input);
        await checkIssueFree(tx, fields, null);
        await checkPicturesExist(tx, [{ path: 'cover', text: fields.cover, single: true }]);
        const id = randomUUID();
        await tx.insert(magazineIssues).values({ id, ...fields, state: 'draft', publishedAt: null });
        await audit(tx, actor, 'magazine.create', { id, slug: fields.slug }, { after: fields });
        return (await loadRecord(tx, id))!;
      }),
    issueUniqueTaken,
  );
}

/** The issue to change, locked, as the editor saw it; otherwise S00409 with the issue as it is now. */
async function lockedIssue(tx: Executor, id: string, version: number) {
  const [row] = await tx.select().from(magazineIssues).where(eq(magazineIssues.id, id)).for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw recordChanged((await loadRecord(tx, id))!);
  return row;
}

const bump = (tx: Executor, row: IssueRow, now: Date, set: Partial<typeof magazineIssues.$inferInsert> = {}) =>
  tx
    .update(magazineIssues)
    .set({ ...set, version: row.version + 1, updatedAt: now })
    .where(eq(magazineIssues.id, row.id))
    .returning();

/**
 * A change of an issue or of one of its articles: the issue locked as the editor saw it (S00409
 * otherwise), the change with its audit entry in one transaction, a slug or number taken meanwhile in
 * words; then the issue as it is now, and the public caches of the magazine dropped.
 */
async function changeIssue(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  change: (tx: Executor, row: IssueRow, now: Date) => Promise<unknown>,
  taken: (error: unknown) => Error = issueUniqueTaken,
) {
  requireEditor(actor);
  const record = await savingUnique(
    () =>
      db.transaction(async (tx) => {
        const row = await lockedIssue(tx, id, version);
        const now = new Date();
        await change(tx, row, now);
        return (await loadRecord(tx, id, now))!;
      }),
    taken,
  );
  invalidate('magazine');
  return record;
}

/** Saves the issue's own fields; a published issue's new slug keeps the old one answering 308. */
export const updateIssue = (db: Db, actor: Actor, id: string, input: IssueInput & { version: number }) =>
  changeIssue(db, actor, id, input.version, async (tx, row, now) => {
    const fields = issueFieldsOf(input);
    const diff = changedFields<IssueFields>(issueFieldsOf(row), fields);
    // Saved again as it was: nothing is written, no version spent, no audit entry.
    if (Object.keys(diff.after).length === 0) return;
    await checkIssueFree(tx, fields, id);
    await checkPicturesExist(tx, [{ path: 'cover', text: fields.cover, single: true }]);
    if (fields.slug !== row.slug) {
      await tx.delete(magazineIssueSlugs).where(eq(magazineIssueSlugs.slug, fields.slug));
      if (wasOnSite(row, now)) await tx.insert(magazineIssueSlugs).values({ slug: row.slug, issueId: id });
    }
    const [saved] = await bump(tx, row, now, fields);
    await audit(tx, actor, 'magazine.update', saved, diff);
  });

/** Publishes the issue (its articles with it) now, or schedules it for a time to come. */
export const publishIssue = (db: Db, actor: Actor, id: string, input: { version: number; publishAt?: string | null }) =>
  changeIssue(db, actor, id, input.version, async (tx, row, now) => {
    const { status, publishedAt } = publicationTime(row, input.publishAt, now, '這期');
    const [{ n }] = await tx.select({ n: count() }).from(magazineArticles).where(eq(magazineArticles.issueId, id));
    if (n === 0) throw refuse('這期還沒有文章：請先新增至少一篇文章再發布');
    const [saved] = await bump(tx, row, now, { state: 'published', publishedAt });
    await audit(tx, actor, publishedAt > now ? 'magazine.schedule' : 'magazine.publish', saved, {
      before: { status, publishedAt: iso(row.publishedAt) },
      after: { status: newsStatus(saved.state, saved.publishedAt, now), publishedAt: iso(publishedAt) },
    });
  });

/** Takes a published or scheduled issue off the site, its articles with it. */
export const withdrawIssue = (db: Db, actor: Actor, id: string, input: { version: number }) =>
  changeIssue(db, actor, id, input.version, async (tx, row, now) => {
    const status = withdrawnStatus(row, now, '這期');
    const [saved] = await bump(tx, row, now, { state: 'withdrawn' });
    await audit(tx, actor, 'magazine.withdraw', saved, { before: { status }, after: { status: 'withdrawn' } });
  });

/**
 * Another article of the issue uses the slug now or used it before, or one deleted in the past year did;
 * an article may keep its slug and take back a former one of its own.
 */
async function checkArticleFree(tx: Executor, issueId: string, slug: string, own: { id: string; slug: string } | null, now: Date) {
  if (own?.slug === slug) return;
  const [current] = await tx
    .select({ id: magazineArticles.id })
    .from(magazineArticles)
    .where(and(eq(magazineArticles.issueId, issueId), eq(magazineArticles.slug, slug)));
  const [former] = await tx
    .select({ articleId: magazineArticleSlugs.articleId })
    .from(magazineArticleSlugs)
    .where(and(eq(magazineArticleSlugs.issueId, issueId), eq(magazineArticleSlugs.slug, slug)));
  if (current || (former && former.articleId !== own?.id)) throw articleSlugTaken();
  const [deleted] = await tx
    .select({ slug: deletedArticleSlugs.slug })
    .from(deletedArticleSlugs)
    .where(
      and(
        eq(deletedArticleSlugs.issueId, issueId),
        eq(deletedArticleSlugs.slug, slug),
        gt(deletedArticleSlugs.deletedAt, new Date(now.getTime() - DELETED_SLUG_KEPT_MS)),
      ),
    );
  if (deleted) throw deletedArticleSlug();
}

/** One article of the issue, or N00404 (another issue's article is out of reach through this one). */
async function articleOf(tx: Executor, issueId: string, articleId: string) {
  const [article] = await tx
    .select()
    .from(magazineArticles)
    .where(and(eq(magazineArticles.id, articleId), eq(magazineArticles.issueId, issueId)));
  if (!article) throw notFound();
  return article;
}

/** A new article at the end of the issue. */
export const createArticle = (db: Db, actor: Actor, issueId: string, input: ArticleInput) =>
  changeIssue(
    db,
    actor,
    issueId,
    input.version,
    async (tx, row, now) => {
      const fields = articleFieldsOf(input);
      await checkArticleFree(tx, issueId, fields.slug, null, now);
      await checkPicturesExist(tx, [{ path: 'body', text: fields.body }]);
      const [{ last }] = await tx
        .select({ last: sql<number>`coalesce(max(${magazineArticles.sortOrder}), -1)`.mapWith(Number) })
        .from(magazineArticles)
        .where(eq(magazineArticles.issueId, issueId));
      await tx.insert(magazineArticles).values({ id: randomUUID(), issueId, ...fields, sortOrder: last + 1 });
      const [saved] = await bump(tx, row, now);
      await audit(tx, actor, 'magazine.article-create', saved, { after: fields });
    },
    articleSlugTaken,
  );

/** Saves an article; its new slug keeps the old one answering 308 once its issue was on the site. */
export const updateArticle = (db: Db, actor: Actor, issueId: string, articleId: string, input: ArticleInput) =>
  changeIssue(
    db,
    actor,
    issueId,
    input.version,
    async (tx, row, now) => {
      const article = await articleOf(tx, issueId, articleId);
      const fields = articleFieldsOf(input);
      const diff = changedFields(articleFieldsOf(article), fields);
      if (Object.keys(diff.after).length === 0) return;
      await checkArticleFree(tx, issueId, fields.slug, article, now);
      await checkPicturesExist(tx, [{ path: 'body', text: fields.body }]);
      if (fields.slug !== article.slug) {
        await tx
          .delete(magazineArticleSlugs)
          .where(and(eq(magazineArticleSlugs.issueId, issueId), eq(magazineArticleSlugs.slug, fields.slug)));
        if (wasOnSite(row, now)) await tx.insert(magazineArticleSlugs).values({ issueId, slug: article.slug, articleId });
      }
      await tx
        .update(magazineArticles)
        .set({ ...fields, updatedAt: now })
        .where(eq(magazineArticles.id, articleId));
      const [saved] = await bump(tx, row, now);
      await audit(tx, actor, 'magazine.article-update', saved, { before: { article: article.slug, ...diff.before }, after: diff.after });
    },
    articleSlugTaken,
  );

/**
 * Deletes an article: its address and its former ones answer 404 from now on (a former slug leads
 * nowhere, so it goes with it), and no new article of the issue takes them for a year. A published or scheduled issue keeps one article at least, as
 * publishing it required; the audit entry keeps the deleted text.
 */
export const deleteArticle = (db: Db, actor: Actor, issueId: string, articleId: string, input: { version: number }) =>
  changeIssue(db, actor, issueId, input.version, async (tx, row, now) => {
    const article = await articleOf(tx, issueId, articleId);
    // The stored state of a scheduled issue is 'published' too.
    if (row.state === 'published') {
      const [{ n }] = await tx.select({ n: count() }).from(magazineArticles).where(eq(magazineArticles.issueId, issueId));
      if (n === 1) throw refuse('這是這期唯一的文章：已發布或已排程的期別至少要有一篇文章；要刪除，請先新增另一篇，或先下架這期');
    }
    const former = await tx
      .delete(magazineArticleSlugs)
      .where(eq(magazineArticleSlugs.articleId, articleId))
      .returning({ slug: magazineArticleSlugs.slug });
    await tx.delete(magazineArticles).where(eq(magazineArticles.id, articleId));
    const kept = [article.slug, ...former.map((each) => each.slug)].map((slug) => ({ issueId, slug, deletedAt: now }));
    await tx
      .insert(deletedArticleSlugs)
      .values(kept)
      .onConflictDoUpdate({ target: [deletedArticleSlugs.issueId, deletedArticleSlugs.slug], set: { deletedAt: now } });
    const [saved] = await bump(tx, row, now);
    const before = { ...articleFieldsOf(article), formerSlugs: former.map((each) => each.slug) };
    await audit(tx, actor, 'magazine.article-delete', saved, { before });
  });

/** Puts the issue's articles in the order given: every one of them, each once. Readers' table of contents follows it. */
export const reorderArticles = (db: Db, actor: Actor, issueId: string, input: { version: number; articleIds: string[] }) =>
  changeIssue(db, actor, issueId, input.version, async (tx, row, now) => {
    const articles = await tx
      .select({ id: magazineArticles.id, slug: magazineArticles.slug })
      .from(magazineArticles)
      .where(eq(magazineArticles.issueId, issueId))
      .orderBy(asc(magazineArticles.sortOrder), asc(magazineArticles.slug));
    const wanted = input.articleIds;
    const known = new Set(articles.map((article) => article.id));
    if (wanted.length !== articles.length || new Set(wanted).size !== wanted.length || !wanted.every((id) => known.has(id)))
      throw fieldFailure('articleIds', '文章順序須列出這期的每一篇文章，各一次；請重新載入頁面後再排序');
    // The same order again: nothing is written, no version spent, no audit entry.
    if (wanted.every((id, i) => articles[i].id === id)) return;
    for (const [sortOrder, id] of wanted.entries()) await tx.update(magazineArticles).set({ sortOrder }).where(eq(magazineArticles.id, id));
    const slugOf = new Map(articles.map((article) => [article.id, article.slug]));
    const [saved] = await bump(tx, row, now);
    await audit(tx, actor, 'magazine.article-reorder', saved, {
      before: { articles: articles.map((article) => article.slug) },
      after: { articles: wanted.map((id) => slugOf.get(id)) },
    });
  });
