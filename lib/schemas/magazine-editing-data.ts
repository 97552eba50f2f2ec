import * as z from 'zod';
import { NEWS_STATUS_LABELS } from '@/lib/content/news-status';
import { DATE_TIME, keysOf, SLUG, UUID, VERSION } from './data-fields';

// What the magazine editor's calls answer (docs/staff-api.md, services/magazine-editing.ts).

const listed = {
  id: UUID,
  issueNo: z.int().min(1),
  slug: SLUG,
  title: z.string(),
  status: keysOf(NEWS_STATUS_LABELS),
  publishedAt: DATE_TIME.nullable(),
  articles: z.int().min(0),
  version: VERSION,
};

export const issueEditorListSchema = z.array(z.strictObject(listed));

const article = z.strictObject({
  id: UUID,
  slug: SLUG,
  title: z.string(),
  author: z.string(),
  summary: z.string(),
  body: z.string(),
  formerSlugs: z.array(SLUG),
});

export const issueRecordSchema = z.strictObject({
  ...listed,
  articles: z.array(article),
  summary: z.string(),
  cover: z.string(),
  coverAlt: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  createdAt: DATE_TIME,
  updatedAt: DATE_TIME.nullable(),
  formerSlugs: z.array(SLUG),
});
/** S00409: someone changed the issue or one of its articles meanwhile; this is it now. */
export const issueChangedSchema = z.strictObject({ record: issueRecordSchema });

export type IssueEditorListItem = z.infer<typeof issueEditorListSchema>[number];
export type IssueEditorRecord = z.infer<typeof issueRecordSchema>;
