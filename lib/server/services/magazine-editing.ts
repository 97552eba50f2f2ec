import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { mayPublish, mayWithdraw, newsStatus } from '@/lib/content/news-status';
import type { ArticleInput, IssueInput } from '@/lib/schemas/magazine-forms';
import type { IssueEditorRecord } from '@/lib/schemas/magazine-editing-data';
import { may } from '@/lib/staff/roles';
import type { Db, Executor } from '../db/client';
import { magazineArticles, magazineArticleSlugs, magazineIssues, magazineIssueSlugs } from '../db/schema';
import { fieldFailure, notFound } from '../core/api-failure';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors';
import { invalidate } from '../cache/invalidate';
import { checkPicturesExist } from './media';
import type { Actor } from './sales/actor';
import { appendAudit } from './sales/audit';
import { recordChanged, refuse } from './sales/refusals';

// The magazine editor of the staff console (issue 20; docs/staff-api.md): 行銷 writes an issue and its
// articles as a draft, publishes the issue now or at a time to come (its articles with it), renames
// slugs (an issue's or an article's old address keeps answering 308 once readers may have seen it) and
// withdraws it. One version per issue covers its articles; every change is one transaction with its
// audit entry and drops the public caches of the magazine (invalidate).

type IssueRow = typeof magazineIssues.$inferSelect;
type ArticleRow = typeof magazineArticles.$inferSelect;

const requireEditor = (actor: Actor) => {
  if (!may(actor.role, 'edit-content')) throw notFound();
};

/** How long ago a time to publish at may lie (a form sent a moment after its time was typed). */
const PAST_TOLERANCE_MS = 60_000;
const iso = (time: Date | null) => time?.toISOString() ?? null;

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

/** Only what changed, before and after, for the audit. */
function changes<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** Whether readers may have seen the issue (its old addresses may be linked somewhere). */
const wasOnSite = (row: IssueRow, now: Date) => row.state !== 'draft' && row.publishedAt !== null && row.publishedAt <= now;

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

/** Saves the issue's own fields; a published issue's new slug keeps the old one answering 308. */
export async function updateIssue(db: Db, actor: Actor, id: string, input: IssueInput & { version: number }) {
  requireEditor(actor);
  const record = await savingUnique(
    () =>
      db.transaction(async (tx) => {
        const row = await lockedIssue(tx, id, input.version);
        const now = new Date();
        const fields = issueFieldsOf(input);
        const diff = changes<IssueFields>(issueFieldsOf(row), fields);
        if (Object.keys(diff.after).length === 0) return (await loadRecord(tx, id, now))!;
        await checkIssueFree(tx, fields, id);
        await checkPicturesExist(tx, [{ path: 'cover', text: fields.cover, single: true }]);
        if (fields.slug !== row.slug) {
          await tx.delete(magazineIssueSlugs).where(eq(magazineIssueSlugs.slug, fields.slug));
          if (wasOnSite(row, now)) await tx.insert(magazineIssueSlugs).values({ slug: row.slug, issueId: id });
        }
        const [saved] = await bump(tx, row, now, fields);
        await audit(tx, actor, 'magazine.update', saved, diff);
        return (await loadRecord(tx, id, now))!;
      }),
    issueUniqueTaken,
  );
  invalidate('magazine');
  return record;
}

/** Publishes the issue (its articles with it) now, or schedules it for a time to come. */
export async function publishIssue(db: Db, actor: Actor, id: string, input: { version: number; publishAt?: string | null }) {
  requireEditor(actor);
  const now = new Date();
  const at = input.publishAt ? new Date(input.publishAt) : now;
  const record = await db.transaction(async (tx) => {
    const row = await lockedIssue(tx, id, input.version);
    if (at.getTime() < now.getTime() - PAST_TOLERANCE_MS) throw refuse('發布時間已經過了：請選擇未來的時間，或直接「立即發布」');
    const status = newsStatus(row.state, row.publishedAt, now);
    if (!mayPublish(status)) throw refuse('這期已經發布；要改發布時間，請先下架');
    const [{ n }] = await tx.select({ n: count() }).from(magazineArticles).where(eq(magazineArticles.issueId, id));
    if (n === 0) throw refuse('這期還沒有文章：請先新增至少一篇文章再發布');
    const publishedAt = at > now ? at : wasOnSite(row, now) ? row.publishedAt! : now;
    const [saved] = await bump(tx, row, now, { state: 'published', publishedAt });
    await audit(tx, actor, publishedAt > now ? 'magazine.schedule' : 'magazine.publish', saved, {
      before: { status, publishedAt: iso(row.publishedAt) },
      after: { status: newsStatus(saved.state, saved.publishedAt, now), publishedAt: iso(publishedAt) },
    });
    return (await loadRecord(tx, id, now))!;
  });
  invalidate('magazine');
  return record;
}

/** Takes a published or scheduled issue off the site, its articles with it. */
export async function withdrawIssue(db: Db, actor: Actor, id: string, input: { version: number }) {
  requireEditor(actor);
  const now = new Date();
  const record = await db.transaction(async (tx) => {
    const row = await lockedIssue(tx, id, input.version);
    const status = newsStatus(row.state, row.publishedAt, now);
    if (!mayWithdraw(status)) throw refuse(status === 'draft' ? '草稿還沒有發布，不需要下架' : '這期已經下架');
    const [saved] = await bump(tx, row, now, { state: 'withdrawn' });
    await audit(tx, actor, 'magazine.withdraw', saved, { before: { status }, after: { status: 'withdrawn' } });
    return (await loadRecord(tx, id, now))!;
  });
  invalidate('magazine');
  return record;
}

/** Another article of the issue uses the slug now or used it before; an article may take back its own. */
async function checkArticleFree(tx: Executor, issueId: string, slug: string, ownId: string | null) {
  const [current] = await tx
    .select({ id: magazineArticles.id })
    .from(magazineArticles)
    .where(and(eq(magazineArticles.issueId, issueId), eq(magazineArticles.slug, slug), ...(ownId ? [ne(magazineArticles.id, ownId)] : [])));
  const [former] = await tx
    .select({ articleId: magazineArticleSlugs.articleId })
    .from(magazineArticleSlugs)
    .where(and(eq(magazineArticleSlugs.issueId, issueId), eq(magazineArticleSlugs.slug, slug)));
  if (current || (former && former.articleId !== ownId)) throw articleSlugTaken();
}

/** A new article at the end of the issue. */
export async function createArticle(db: Db, actor: Actor, issueId: string, input: ArticleInput) {
  requireEditor(actor);
  const record = await savingUnique(
    () =>
      db.transaction(async (tx) => {
        const row = await lockedIssue(tx, issueId, input.version);
        const now = new Date();
        const fields = articleFieldsOf(input);
        await checkArticleFree(tx, issueId, fields.slug, null);
        await checkPicturesExist(tx, [{ path: 'body', text: fields.body }]);
        const [{ last }] = await tx
          .select({ last: sql<number>`coalesce(max(${magazineArticles.sortOrder}), -1)`.mapWith(Number) })
          .from(magazineArticles)
          .where(eq(magazineArticles.issueId, issueId));
        await tx.insert(magazineArticles).values({ id: randomUUID(), issueId, ...fields, sortOrder: last + 1 });
        const [saved] = await bump(tx, row, now);
        await audit(tx, actor, 'magazine.article-create', saved, { after: fields });
        return (await loadRecord(tx, issueId, now))!;
      }),
    articleSlugTaken,
  );
  invalidate('magazine');
  return record;
}

/** Saves an article; its new slug keeps the old one answering 308 once its issue was on the site. */
export async function updateArticle(db: Db, actor: Actor, issueId: string, articleId: string, input: ArticleInput) {
  requireEditor(actor);
  const record = await savingUnique(
    () =>
      db.transaction(async (tx) => {
        const row = await lockedIssue(tx, issueId, input.version);
        const now = new Date();
        const [article] = await tx
          .select()
          .from(magazineArticles)
          .where(and(eq(magazineArticles.id, articleId), eq(magazineArticles.issueId, issueId)));
        if (!article) throw notFound();
        const fields = articleFieldsOf(input);
        const diff = changes(articleFieldsOf(article), fields);
        if (Object.keys(diff.after).length === 0) return (await loadRecord(tx, issueId, now))!;
        await checkArticleFree(tx, issueId, fields.slug, articleId);
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
        return (await loadRecord(tx, issueId, now))!;
      }),
    articleSlugTaken,
  );
  invalidate('magazine');
  return record;
}
