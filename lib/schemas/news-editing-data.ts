import * as z from 'zod';
import { NEWS_STATUS_LABELS } from '@/lib/content/news-status';
import { DATE_TIME, keysOf, SLUG, UUID, VERSION } from './data-fields';

// What the news editor's calls answer (docs/staff-api.md, services/news-editing.ts); checked in the API
// tests and by the fuzzer.

const listed = {
  id: UUID,
  slug: SLUG,
  title: z.string(),
  category: z.string(),
  cover: z.string(),
  status: keysOf(NEWS_STATUS_LABELS),
  publishedAt: DATE_TIME.nullable(),
  updatedAt: DATE_TIME.nullable(),
  createdAt: DATE_TIME,
  version: VERSION,
};

export const newsEditorListSchema = z.array(z.strictObject(listed));
export const newsRecordSchema = z.strictObject({
  ...listed,
  summary: z.string(),
  coverAlt: z.string(),
  body: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** Slugs it had before; each answers 308 to the current one while the item is on the site. */
  formerSlugs: z.array(SLUG),
});
/** S00409: someone saved the item meanwhile; this is it now. */
export const newsChangedSchema = z.strictObject({ record: newsRecordSchema });

export type NewsEditorListItem = z.infer<typeof newsEditorListSchema>[number];
export type NewsEditorRecord = z.infer<typeof newsRecordSchema>;
