import { z } from './zh-errors';
import { recordId } from './record-id';
import { slugField } from './news-forms';
import { altText } from './media-forms';
import { bodyField, coverField, publishAtField, seoFields, summaryField, titleField } from './editor-fields';
import { versionField } from './fields';

// The magazine editor's forms and the bodies of its calls (issue 20; docs/staff-api.md): an issue and its
// articles, one schema each, read by the console's forms and the routes alike.

const version = versionField;

/** The drawings an issue's cover may be, besides an uploaded picture. */
export const MAGAZINE_COVERS = ['/images/magazine/issue.svg'] as const;

const slug = slugField('2027-spring');

export const issueFields = {
  issueNo: z.int({ error: '請填期數（整數）' }).min(1, { error: '期數至少為 1' }).max(9999, { error: '期數不可超過 9999' }),
  slug,
  title: titleField,
  summary: summaryField(200),
  cover: coverField(MAGAZINE_COVERS),
  coverAlt: altText,
  ...seoFields,
};

export const issueCreateSchema = z.strictObject(issueFields);
export const issueUpdateSchema = z.strictObject({ version, ...issueFields });
export type IssueInput = z.infer<typeof issueCreateSchema>;

export const articleFields = {
  slug,
  title: titleField,
  author: z.string().trim().min(1, { error: '請填作者' }).max(40, { error: '作者不可超過 40 個字' }),
  summary: summaryField(200),
  body: bodyField,
};

/** An article is written within its issue: the issue's version covers it (two editors of one issue). */
export const articleSchema = z.strictObject({ version, ...articleFields });
export type ArticleInput = z.infer<typeof articleSchema>;

export const issuePublishSchema = z.strictObject({
  version,
  publishAt: publishAtField,
});
export const issueWithdrawSchema = z.strictObject({ version });

const articleId = recordId('文章代碼不正確');
export const articleParams = z.strictObject({ id: z.uuid({ error: '期別代碼不正確' }), articleId });
/** An article goes with the issue's version too: deleting it is a change of the issue. */
export const articleDeleteSchema = z.strictObject({ version });
/** The issue's articles in their new order; the service checks that they are exactly the issue's. */
export const articleOrderSchema = z.strictObject({ version, articleIds: z.array(articleId, { error: '請列出這期文章的新順序' }) });
