import { z } from './zh-errors';
import { NEWS_CATEGORIES } from '@/lib/content/news-categories';
import { NEWS_COVERS } from '@/lib/content/news-covers';
import { altText } from './media-forms';
import { isReservedSegment } from '@/lib/urls/reserved-segments.mjs';
import { bodyField, coverField, publishAtField, seoFields, summaryField, titleField } from './editor-fields';
import { versionField } from './fields';

// The news editor's form and the bodies of its calls (issue 20; docs/staff-api.md): one schema each,
// read by the console's form and the route alike.

const version = versionField;

export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug of a news item, a magazine issue or an article: never a segment of the site's own pages. */
export const slugField = (example: string) =>
  z
    .string()
    .trim()
    .min(3, { error: '網址代稱至少 3 個字元' })
    .max(80, { error: '網址代稱不可超過 80 個字元' })
    .regex(NEWS_SLUG_PATTERN, { error: `網址代稱只能用小寫英文、數字與連字號，例如 ${example}` })
    .refine((slug) => !isReservedSegment(slug), { error: '這個網址代稱是網站頁面使用的網址，請換一個' });

export const newsFields = {
  title: titleField,
  slug: slugField('tl35-2027-launch'),
  category: z.literal(
    NEWS_CATEGORIES.map((category) => category.name),
    { error: '請選擇分類' },
  ),
  summary: summaryField(160),
  body: bodyField,
  /** One of the drawings, or a picture uploaded to this site. */
  cover: coverField(NEWS_COVERS),
  coverAlt: altText,
  ...seoFields,
};

export const newsCreateSchema = z.strictObject(newsFields);
export const newsUpdateSchema = z.strictObject({ version, ...newsFields });
export type NewsInput = z.infer<typeof newsCreateSchema>;

/** Publish now (publishAt null) or at a time to come (scheduled). */
export const newsPublishSchema = z.strictObject({
  version,
  publishAt: publishAtField,
});
export const newsWithdrawSchema = z.strictObject({ version });
