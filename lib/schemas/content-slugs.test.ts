/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { articleSchema, issueCreateSchema } from './magazine-forms';
import { newsCreateSchema } from './news-forms';

// Issue 35: a magazine issue could take the slug `magazinelist`, the archive's page: the archive then hid
// it and the sitemap listed the address twice. No slug may be a segment one of the site's own pages uses.

const news = {
  title: '新車發表',
  slug: 'x',
  category: '新車發表',
  summary: '這是一則消息的摘要。',
  body: '內文',
  cover: '/images/news/news.svg',
  coverAlt: '新車發表會現場',
};
const issue = {
  issueNo: 1,
  slug: 'x',
  title: '創刊號',
  summary: '這是一期雜誌的摘要。',
  cover: '/images/magazine/issue.svg',
  coverAlt: '創刊號封面',
};
const article = { version: 1, slug: 'x', title: '一篇文章', author: '編輯部', summary: '這是一篇文章的摘要。', body: '內文' };

/** The fixed folders beside a slug's own folder: what an item of that slug would collide with. */
const fixedFoldersIn = (folder: string) =>
  readdirSync(path.join(process.cwd(), 'app/(site)', folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[') && !entry.name.startsWith('('))
    .map((entry) => entry.name);

const slugMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === 'slug').map((issue) => issue.message);

describe('the slugs of news, magazine issues and articles', () => {
  it('are valid for the examples themselves', () => {
    expect(newsCreateSchema.safeParse({ ...news, slug: 'tl35-2027-launch' }).success).toBe(true);
    expect(issueCreateSchema.safeParse({ ...issue, slug: '2027-spring' }).success).toBe(true);
    expect(articleSchema.safeParse({ ...article, slug: 'amt-gearbox' }).success).toBe(true);
  });

  it.each([
    ['an issue', 'magazine', issueCreateSchema, issue],
    ['an article', 'magazine/[issueSlug]', articleSchema, article],
    ['a news item', 'news', newsCreateSchema, news],
  ] as const)('of %s refuse every fixed page beside it (app/(site)/%s), and magazinelist, in words', (_what, folder, schema, valid) => {
    for (const slug of [...fixedFoldersIn(folder), 'magazinelist']) {
      expect([slug, slugMessages(schema.safeParse({ ...valid, slug }))]).toEqual([slug, ['這個網址代稱是網站頁面使用的網址，請換一個']]);
    }
  });

  it('refuse the segments of the pages elsewhere on the site too (a page could move beside them)', () => {
    for (const slug of ['news', 'magazine', 'member', 'login', 'staff', 'vehicleowner', 'preorder-result', 'verifyemail']) {
      expect([slug, slugMessages(issueCreateSchema.safeParse({ ...issue, slug }))]).toEqual([
        slug,
        ['這個網址代稱是網站頁面使用的網址，請換一個'],
      ]);
    }
  });
});
