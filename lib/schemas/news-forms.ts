import { z } from './zh-errors';
import { isExactTime } from '@/lib/format/dates';
import { NEWS_CATEGORIES } from '@/lib/content/news-categories';
import { NEWS_COVERS } from '@/lib/content/news-covers';
import { altText, isMediaPath } from './media-forms';
import { isReservedSegment } from '@/lib/urls/reserved-segments.mjs';

// The news editor's form and the bodies of its calls (issue 20; docs/staff-api.md): one schema each,
// read by the console's form and the route alike.

const version = z.int({ error: '缺少資料版本，請重新載入頁面' }).min(1);

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
  title: z.string().trim().min(2, { error: '請輸入標題（至少 2 個字）' }).max(80, { error: '標題不可超過 80 個字' }),
  slug: slugField('tl35-2027-launch'),
  category: z.literal(
    NEWS_CATEGORIES.map((category) => category.name),
    { error: '請選擇分類' },
  ),
  summary: z.string().trim().min(10, { error: '請寫摘要（至少 10 個字）' }).max(160, { error: '摘要不可超過 160 個字' }),
  body: z.string().trim().min(1, { error: '請輸入內文' }).max(20_000, { error: '內文不可超過 20,000 個字' }),
  /** One of the drawings, or a picture uploaded to this site. */
  cover: z
    .string({ error: '請選擇封面圖' })
    .refine((cover) => (NEWS_COVERS as readonly string[]).includes(cover) || isMediaPath(cover), { error: '請選擇封面圖' }),
  coverAlt: altText,
  seoTitle: z.string().trim().max(60, { error: '搜尋結果標題不可超過 60 個字' }).default(''),
  seoDescription: z.string().trim().max(160, { error: '搜尋結果說明不可超過 160 個字' }).default(''),
};

export const newsCreateSchema = z.strictObject(newsFields);
export const newsUpdateSchema = z.strictObject({ version, ...newsFields });
export type NewsInput = z.infer<typeof newsCreateSchema>;

/** Publish now (publishAt null) or at a time to come (scheduled). */
export const newsPublishSchema = z.strictObject({
  version,
  publishAt: z.string().refine(isExactTime, { error: '請選擇正確的發布時間' }).nullable().default(null),
});
export const newsWithdrawSchema = z.strictObject({ version });
