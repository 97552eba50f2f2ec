import { z } from './zh-errors';
import { isExactTime } from '@/lib/format/dates';
import { isMediaPath } from './media-forms';

// The fields the news editor and the magazine's editors share, each limit beside the message that names it.

export const titleField = z.string().trim().min(2, { error: '請輸入標題（至少 2 個字）' }).max(80, { error: '標題不可超過 80 個字' });

/** A summary of at least 10 characters and at most `max` (news 160, the magazine 200). */
export const summaryField = (max: number) =>
  z
    .string()
    .trim()
    .min(10, { error: '請寫摘要（至少 10 個字）' })
    .max(max, { error: `摘要不可超過 ${max} 個字` });

export const bodyField = z.string().trim().min(1, { error: '請輸入內文' }).max(20_000, { error: '內文不可超過 20,000 個字' });

const COVER_REQUIRED = '請選擇封面圖';
/** One of the editor's drawings, or a picture uploaded to this site. */
export const coverField = (drawings: readonly string[]) =>
  z.string({ error: COVER_REQUIRED }).refine((cover) => drawings.includes(cover) || isMediaPath(cover), { error: COVER_REQUIRED });

/** The title and description a search engine shows, empty for the page's own. */
export const seoFields = {
  seoTitle: z.string().trim().max(60, { error: '搜尋結果標題不可超過 60 個字' }).default(''),
  seoDescription: z.string().trim().max(160, { error: '搜尋結果說明不可超過 160 個字' }).default(''),
};

/** Publish now (null) or at a time to come. */
export const publishAtField = z.string().refine(isExactTime, { error: '請選擇正確的發布時間' }).nullable().default(null);
