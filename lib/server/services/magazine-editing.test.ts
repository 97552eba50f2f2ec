/** @jest-environment node */
import { refusal } from '@/lib/testing/refusal';
import { desc, eq } from 'drizzle-orm';
import { memoryDatabase } from '@/lib/testing/memory-database';
import type { Db } from '../db/client';
import { deletedArticleSlugs, magazineIssues } from '../db/schema';
import { seed } from '../seed/seed';
import { findMagazineArticle } from './magazine';
import { createArticle, deleteArticle, issueRecord, updateArticle } from './magazine-editing';
import type { Actor } from './sales/actor';

// Issue 35: a deleted article's slugs, its own and its former ones, stay reserved for a year after it is
// gone: a new article of its issue taking one would be a different text at an address readers may keep.

const EDITOR: Actor = { staffId: null, name: '行銷測試', role: 'marketing', dealerCode: null };
const TAKEN = '這個網址代稱屬於一篇已刪除的文章，刪除後一年內不能再用，請換一個';

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
}, 60_000);
afterAll(() => close());

const newArticle = (version: number, slug: string) => ({
  version,
  slug,
  title: '新的一篇文章',
  author: '編輯部',
  summary: '這是一篇新文章的摘要。',
  body: '新的內文',
});

describe('a deleted article', () => {
  it('keeps its slug and its former slugs from a new article of its issue, in words; its address answers 404 as before; a year later they are free', async () => {
    const [issue] = await db.select().from(magazineIssues).orderBy(desc(magazineIssues.issueNo)).limit(1);
    let record = await issueRecord(db, EDITOR, issue.id);
    const [first] = record.articles;
    const former = first.slug;
    // Renamed on a published issue, its old slug keeps answering 308: a former slug of the article.
    record = await updateArticle(db, EDITOR, issue.id, first.id, { ...first, version: record.version, slug: `${former}-renamed` });
    record = await deleteArticle(db, EDITOR, issue.id, first.id, { version: record.version });

    for (const slug of [`${former}-renamed`, former]) {
      const failure = await refusal(createArticle(db, EDITOR, issue.id, newArticle(record.version, slug)));
      expect(failure).toMatchObject({ code: 'V00001', data: { errors: [{ path: 'slug', message: TAKEN }] } });
      expect(await findMagazineArticle(db, issue.slug, slug)).toBeNull();
    }
    const other = record.articles[0];
    const renaming = await refusal(updateArticle(db, EDITOR, issue.id, other.id, { ...other, version: record.version, slug: former }));
    expect(renaming).toMatchObject({ code: 'V00001', data: { errors: [{ path: 'slug', message: TAKEN }] } });

    // A year and a day later, the slug is free for a new article.
    await db
      .update(deletedArticleSlugs)
      .set({ deletedAt: new Date(Date.now() - 366 * 24 * 60 * 60 * 1000) })
      .where(eq(deletedArticleSlugs.issueId, issue.id));
    record = await createArticle(db, EDITOR, issue.id, newArticle(record.version, former));
    expect(record.articles.map((article) => article.slug)).toContain(former);
  });
});
