import * as z from 'zod';
import { COUNT, DATE_TIME, SLUG } from './data-fields';

// News and magazine as the API answers them (services/content.ts).

const NEWS = {
  slug: SLUG,
  title: z.string(),
  category: z.string(),
  /** A drawing under public/images/news (with its PNG copy for social cards). */
  cover: z.string(),
  /** Where the cover's frame is cut (CSS object-position, `30% 60%`): around the picture's focus. */
  coverPosition: z.string(),
  summary: z.string(),
  publishedAt: DATE_TIME,
  updatedAt: DATE_TIME,
};
const newsSummary = z.object(NEWS);
/** Markdown (lib/content/markdown.tsx): paragraphs separated by a blank line, headings, lists, quotes. */
export const newsItemSchema = z.object({ ...NEWS, body: z.string() });
export const newsPageSchema = z.object({ items: z.array(newsSummary), page: COUNT, pageSize: COUNT, total: z.int().min(0) });

const ARTICLE = { slug: SLUG, title: z.string(), author: z.string(), summary: z.string() };
const magazineArticle = z.object({ ...ARTICLE, body: z.string() });
const ISSUE = {
  slug: SLUG,
  issueNo: COUNT,
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  coverPosition: z.string(),
  publishedAt: DATE_TIME,
};
export const magazineListSchema = z.array(z.object({ ...ISSUE, articles: z.array(z.object(ARTICLE)) }));
export const magazineIssueSchema = z.object({ ...ISSUE, articles: z.array(magazineArticle) });

export type NewsItem = z.infer<typeof newsItemSchema>;
export type NewsSummary = z.infer<typeof newsSummary>;
export type MagazineArticle = z.infer<typeof magazineArticle>;
export type MagazineIssue = z.infer<typeof magazineIssueSchema>;
