import { z } from './zh-errors';
import { recordId } from './record-id';
import { isExactTime } from '@/lib/format/dates';
import { slugField } from './news-forms';
import { altText, isMediaPath } from './media-forms';
import {
  BODY_REQUIRED,
  BODY_TOO_LONG,
  COVER_REQUIRED,
  MISSING_VERSION,
  PUBLISH_TIME_INVALID,
  SEO_DESCRIPTION_TOO_LONG,
  SEO_TITLE_TOO_LONG,
  SUMMARY_REQUIRED,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from '@/lib/words/editor';

// The magazine editor's forms and the bodies of its calls (issue 20; docs/staff-api.md): an issue and its
// articles, one schema each, read by the console's forms and the routes alike.

const version = z.int({ error: MISSING_VERSION }).min(1);

/** The drawings an issue's cover may be, besides an uploaded picture. */
export const MAGAZINE_COVERS = ['/images/magazine/issue.svg'] as const;

const slug = slugField('2027-spring');

export const issueFields = {
  issueNo: z.int({ error: '請填期數（整數）' }).min(1, { error: '期數至少為 1' }).max(9999, { error: '期數不可超過 9999' }),
  slug,
  title: z.string().trim().min(2, { error: TITLE_REQUIRED }).max(80, { error: TITLE_TOO_LONG }),
  summary: z.string().trim().min(10, { error: SUMMARY_REQUIRED }).max(200, { error: '摘要不可超過 200 個字' }),
  cover: z
    .string({ error: COVER_REQUIRED })
    .refine((cover) => (MAGAZINE_COVERS as readonly string[]).includes(cover) || isMediaPath(cover), { error: COVER_REQUIRED }),
  coverAlt: altText,
  seoTitle: z.string().trim().max(60, { error: SEO_TITLE_TOO_LONG }).default(''),
  seoDescription: z.string().trim().max(160, { error: SEO_DESCRIPTION_TOO_LONG }).default(''),
};

export const issueCreateSchema = z.strictObject(issueFields);
export const issueUpdateSchema = z.strictObject({ version, ...issueFields });
export type IssueInput = z.infer<typeof issueCreateSchema>;

export const articleFields = {
  slug,
  title: z.string().trim().min(2, { error: TITLE_REQUIRED }).max(80, { error: TITLE_TOO_LONG }),
  author: z.string().trim().min(1, { error: '請填作者' }).max(40, { error: '作者不可超過 40 個字' }),
  summary: z.string().trim().min(10, { error: SUMMARY_REQUIRED }).max(200, { error: '摘要不可超過 200 個字' }),
  body: z.string().trim().min(1, { error: BODY_REQUIRED }).max(20_000, { error: BODY_TOO_LONG }),
};

/** An article is written within its issue: the issue's version covers it (two editors of one issue). */
export const articleSchema = z.strictObject({ version, ...articleFields });
export type ArticleInput = z.infer<typeof articleSchema>;

export const issuePublishSchema = z.strictObject({
  version,
  publishAt: z.string().refine(isExactTime, { error: PUBLISH_TIME_INVALID }).nullable().default(null),
});
export const issueWithdrawSchema = z.strictObject({ version });

const articleId = recordId('文章代碼不正確');
export const articleParams = z.strictObject({ id: z.uuid({ error: '期別代碼不正確' }), articleId });
/** An article goes with the issue's version too: deleting it is a change of the issue. */
export const articleDeleteSchema = z.strictObject({ version });
/** The issue's articles in their new order; the service checks that they are exactly the issue's. */
export const articleOrderSchema = z.strictObject({ version, articleIds: z.array(articleId, { error: '請列出這期文章的新順序' }) });
