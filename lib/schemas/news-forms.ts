import { z } from './zh-errors';
import { isExactTime } from '@/lib/format/dates';
import { NEWS_CATEGORIES } from '@/lib/content/news-categories';
import { NEWS_COVERS } from '@/lib/content/news-covers';
import { altText, isMediaPath } from './media-forms';
import { isReservedSegment } from '@/lib/urls/reserved-segments.mjs';
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

// The news editor's form and the bodies of its calls (issue 20; docs/staff-api.md): one schema each,
// read by the console's form and the route alike.

const version = z.int({ error: MISSING_VERSION }).min(1);

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
  title: z.string().trim().min(2, { error: TITLE_REQUIRED }).max(80, { error: TITLE_TOO_LONG }),
  slug: slugField('tl35-2027-launch'),
  category: z.literal(
    NEWS_CATEGORIES.map((category) => category.name),
    { error: '請選擇分類' },
  ),
  summary: z.string().trim().min(10, { error: SUMMARY_REQUIRED }).max(160, { error: '摘要不可超過 160 個字' }),
  body: z.string().trim().min(1, { error: BODY_REQUIRED }).max(20_000, { error: BODY_TOO_LONG }),
  /** One of the drawings, or a picture uploaded to this site. */
  cover: z
    .string({ error: COVER_REQUIRED })
    .refine((cover) => (NEWS_COVERS as readonly string[]).includes(cover) || isMediaPath(cover), { error: COVER_REQUIRED }),
  coverAlt: altText,
  seoTitle: z.string().trim().max(60, { error: SEO_TITLE_TOO_LONG }).default(''),
  seoDescription: z.string().trim().max(160, { error: SEO_DESCRIPTION_TOO_LONG }).default(''),
};

export const newsCreateSchema = z.strictObject(newsFields);
export const newsUpdateSchema = z.strictObject({ version, ...newsFields });
export type NewsInput = z.infer<typeof newsCreateSchema>;

/** Publish now (publishAt null) or at a time to come (scheduled). */
export const newsPublishSchema = z.strictObject({
  version,
  publishAt: z.string().refine(isExactTime, { error: PUBLISH_TIME_INVALID }).nullable().default(null),
});
export const newsWithdrawSchema = z.strictObject({ version });
