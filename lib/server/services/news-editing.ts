import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { newsStatus } from '@/lib/content/news-status';
import type { NewsInput } from '@/lib/schemas/news-forms';
import { may } from '@/lib/staff/roles';
import type { Db, Executor } from '../db/client';
import { news, newsSlugs } from '../db/schema';
import { fieldFailure, notFound } from '../core/api-failure';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors';
import { invalidate } from '../cache/invalidate';
import { checkPicturesExist } from './media';
import { iso, publicationTime, wasOnSite, withdrawnStatus } from './publication';
import type { Actor } from './sales/actor';
import { appendAudit, changedFields } from './sales/audit';
import { recordChanged } from './sales/refusals';

// The news editor of the staff console (issue 20; docs/staff-api.md): 行銷 writes drafts, publishes them
// now or at a time to come, renames their slugs (the old one keeps answering 308) and withdraws them.
// Every change is one transaction with its audit entry, sent with the version the editor saw, and
// drops the public caches of news (invalidate, the one entry point) so the site shows it at once.

type NewsRow = typeof news.$inferSelect;

const requireEditor = (actor: Actor) => {
  if (!may(actor.role, 'edit-content')) throw notFound();
};

function recordView(row: NewsRow, formerSlugs: string[], now = new Date()) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    summary: row.summary,
    body: row.body,
    cover: row.cover,
    coverAlt: row.coverAlt,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    status: newsStatus(row.state, row.publishedAt, now),
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.updatedAt),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    formerSlugs,
  };
}
export type NewsRecord = ReturnType<typeof recordView>;

const formerSlugsOf = async (db: Executor, id: string) =>
  (await db.select({ slug: newsSlugs.slug }).from(newsSlugs).where(eq(newsSlugs.newsId, id)).orderBy(desc(newsSlugs.retiredAt))).map(
    (row) => row.slug,
  );

/** Every item, drafts and withdrawn ones included, newest first (a draft by when it was begun). */
export async function listNewsForEditors(db: Executor, actor: Actor) {
  requireEditor(actor);
  const rows = await db
    .select()
    .from(news)
    .orderBy(desc(sql`coalesce(${news.publishedAt}, ${news.createdAt})`), desc(news.createdAt));
  const now = new Date();
  return rows.map((row) => {
    const { id, slug, title, category, cover, status, publishedAt, updatedAt, createdAt, version } = recordView(row, [], now);
    return { id, slug, title, category, cover, status, publishedAt, updatedAt, createdAt, version };
  });
}

export async function newsRecord(db: Executor, actor: Actor, id: string) {
  requireEditor(actor);
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw notFound();
  return recordView(row, await formerSlugsOf(db, id));
}

/**
 * A slug another item uses, or once used, is taken: its old address leads there. An item may take back a
 * slug of its own past (the old address then is its address again).
 */
async function checkSlugFree(tx: Executor, slug: string, ownId: string | null) {
  const [current] = await tx
    .select({ id: news.id })
    .from(news)
    .where(ownId ? and(eq(news.slug, slug), ne(news.id, ownId)) : eq(news.slug, slug));
  const [former] = await tx.select({ newsId: newsSlugs.newsId }).from(newsSlugs).where(eq(newsSlugs.slug, slug));
  if (current || (former && former.newsId !== ownId)) throw slugTaken();
}

const slugTaken = () => fieldFailure('slug', '這個網址代稱已被其他消息使用，請換一個');

/** Two editors taking one slug at the same moment: the unique index refuses the second, in words. */
async function savingSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw pgErrorCode(error) === UNIQUE_VIOLATION ? slugTaken() : error;
  }
}

type NewsFields = Pick<NewsRow, 'title' | 'slug' | 'category' | 'summary' | 'body' | 'cover' | 'coverAlt' | 'seoTitle' | 'seoDescription'>;

/** The fields the editor sets, of an input or a stored row. */
const fieldsOf = (source: NewsFields): NewsFields => ({
  title: source.title,
  slug: source.slug,
  category: source.category,
  summary: source.summary,
  body: source.body,
  cover: source.cover,
  coverAlt: source.coverAlt,
  seoTitle: source.seoTitle,
  seoDescription: source.seoDescription,
});

const picturesOf = (fields: NewsFields) => [
  { path: 'cover', text: fields.cover, single: true },
  { path: 'body', text: fields.body },
];

/** A new draft: nobody outside the console sees it until it is published. */
export async function createNews(db: Db, actor: Actor, input: NewsInput) {
  requireEditor(actor);
  return savingSlug(() =>
    db.transaction(async (tx) => {
      await checkSlugFree(tx, input.slug, null);
      await checkPicturesExist(tx, picturesOf(input));
      const [row] = await tx
        .insert(news)
        .values({ id: randomUUID(), ...fieldsOf(input), state: 'draft', publishedAt: null })
        .returning();
      await appendAudit(tx, actor, {
        action: 'news.create',
        recordKind: 'news',
        recordId: row.id,
        recordNumber: row.slug,
        after: fieldsOf(input),
      });
      return recordView(row, []);
    }),
  );
}

/** The row to change, locked, as the editor saw it; otherwise S00409 with the item as it is now. */
async function lockedAt(tx: Executor, id: string, version: number) {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw recordChanged(recordView(row, await formerSlugsOf(tx, id)));
  return row;
}

/**
 * Saves the editor's fields. A new slug of an item readers may have seen keeps the old one answering 308
 * to the new; the old slug of a draft, or of an item whose time has not come, was never public and goes.
 */
export async function updateNews(db: Db, actor: Actor, id: string, input: NewsInput & { version: number }) {
  requireEditor(actor);
  const record = await savingSlug(() =>
    db.transaction(async (tx) => {
      const row = await lockedAt(tx, id, input.version);
      const now = new Date();
      const fields = fieldsOf(input);
      const diff = changedFields(fieldsOf(row), fields);
      // Saved again as it was: nothing is written, no version spent, no audit entry.
      if (Object.keys(diff.after).length === 0) return recordView(row, await formerSlugsOf(tx, id), now);
      await checkPicturesExist(tx, picturesOf(fields));
      if (fields.slug !== row.slug) {
        await checkSlugFree(tx, fields.slug, id);
        await tx.delete(newsSlugs).where(eq(newsSlugs.slug, fields.slug));
        if (wasOnSite(row, now)) await tx.insert(newsSlugs).values({ slug: row.slug, newsId: id });
      }
      const [saved] = await tx
        .update(news)
        .set({ ...fields, version: row.version + 1, updatedAt: now })
        .where(eq(news.id, id))
        .returning();
      await appendAudit(tx, actor, { action: 'news.update', recordKind: 'news', recordId: id, recordNumber: saved.slug, ...diff });
      return recordView(saved, await formerSlugsOf(tx, id), now);
    }),
  );
  invalidate('news');
  return record;
}

/** Publishes now (publishAt null) or schedules for a time to come; a withdrawn item comes back this way. */
export async function publishNews(db: Db, actor: Actor, id: string, input: { version: number; publishAt?: string | null }) {
  requireEditor(actor);
  const now = new Date();
  const record = await db.transaction(async (tx) => {
    const row = await lockedAt(tx, id, input.version);
    const { status, publishedAt } = publicationTime(row, input.publishAt, now, '這則消息');
    const [saved] = await tx
      .update(news)
      .set({ state: 'published', publishedAt, version: row.version + 1 })
      .where(eq(news.id, id))
      .returning();
    await appendAudit(tx, actor, {
      action: publishedAt > now ? 'news.schedule' : 'news.publish',
      recordKind: 'news',
      recordId: id,
      recordNumber: saved.slug,
      before: { status, publishedAt: iso(row.publishedAt) },
      after: { status: newsStatus(saved.state, saved.publishedAt, now), publishedAt: iso(publishedAt) },
    });
    return recordView(saved, await formerSlugsOf(tx, id), now);
  });
  invalidate('news');
  return record;
}

/** Takes a published or scheduled item off the site; its address answers 404 until it is published again. */
export async function withdrawNews(db: Db, actor: Actor, id: string, input: { version: number }) {
  requireEditor(actor);
  const now = new Date();
  const record = await db.transaction(async (tx) => {
    const row = await lockedAt(tx, id, input.version);
    const status = withdrawnStatus(row, now, '這則消息');
    const [saved] = await tx
      .update(news)
      .set({ state: 'withdrawn', version: row.version + 1 })
      .where(eq(news.id, id))
      .returning();
    await appendAudit(tx, actor, {
      action: 'news.withdraw',
      recordKind: 'news',
      recordId: id,
      recordNumber: saved.slug,
      before: { status },
      after: { status: 'withdrawn' },
    });
    return recordView(saved, await formerSlugsOf(tx, id), now);
  });
  invalidate('news');
  return record;
}
