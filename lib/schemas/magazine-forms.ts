import { z } from './zh-errors';
import { recordId } from './record-id';
import { isExactTime } from '@/lib/format/dates';
import { slugField } from './news-forms';
import { altText, isMediaPath } from './media-forms';

// The magazine editor's forms and the bodies of its calls (issue 20; docs/staff-api.md): an issue and its
// articles, one schema each, read by the console's forms and the routes alike.

const version = z.int({ error: '缺少資料版本，請重新載入頁面' }).min(1);

/** The drawings an issue's cover may be, besides an uploaded picture. */
export const MAGAZINE_COVERS = ['/images/magazine/issue.svg'] as const;

const slug = slugField('2027-spring');

export const issueFields = {
  issueNo: z.int({ error: '請填期數（整數）' }).min(1, { error: '期數至少為 1' }).max(9999, { error: '期數不可超過 9999' }),
  slug,
  title: z.string().trim().min(2, { error: '請輸入標題（至少 2 個字）' }).max(80, { error: '標題不可超過 80 個字' }),
  summary: z.string().trim().min(10, { error: '請寫摘要（至少 10 個字）' }).max(200, { error: '摘要不可超過 200 個字' }),
  cover: z
    .string({ error: '請選擇封面圖' })
    .refine((cover) => (MAGAZINE_COVERS as readonly string[]).includes(cover) || isMediaPath(cover), { error: '請選擇封面圖' }),
  coverAlt: altText,
  seoTitle: z.string().trim().max(60, { error: '搜尋結果標題不可超過 60 個字' }).default(''),
  seoDescription: z.string().trim().max(160, { error: '搜尋結果說明不可超過 160 個字' }).default(''),
};

export const issueCreateSchema = z.strictObject(issueFields);
export const issueUpdateSchema = z.strictObject({ version, ...issueFields });
export type IssueInput = z.infer<typeof issueCreateSchema>;

export const articleFields = {
  slug,
  title: z.string().trim().min(2, { error: '請輸入標題（至少 2 個字）' }).max(80, { error: '標題不可超過 80 個字' }),
  author: z.string().trim().min(1, { error: '請填作者' }).max(40, { error: '作者不可超過 40 個字' }),
  summary: z.string().trim().min(10, { error: '請寫摘要（至少 10 個字）' }).max(200, { error: '摘要不可超過 200 個字' }),
  body: z.string().trim().min(1, { error: '請輸入內文' }).max(20_000, { error: '內文不可超過 20,000 個字' }),
};

/** An article is written within its issue: the issue's version covers it (two editors of one issue). */
export const articleSchema = z.strictObject({ version, ...articleFields });
export type ArticleInput = z.infer<typeof articleSchema>;

export const issuePublishSchema = z.strictObject({
  version,
  publishAt: z.string().refine(isExactTime, { error: '請選擇正確的發布時間' }).nullable().default(null),
});
export const issueWithdrawSchema = z.strictObject({ version });

const articleId = recordId('文章代碼不正確');
export const articleParams = z.strictObject({ id: z.uuid({ error: '期別代碼不正確' }), articleId });
/** An article goes with the issue's version too: deleting it is a change of the issue. */
export const articleDeleteSchema = z.strictObject({ version });
/** The issue's articles in their new order; the service checks that they are exactly the issue's. */
export const articleOrderSchema = z.strictObject({ version, articleIds: z.array(articleId, { error: '請列出這期文章的新順序' }) });
