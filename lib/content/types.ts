// News and magazine as the content service gives them: the pages, the API and the feed read these shapes.

export interface NewsItem {
  slug: string;
  title: string;
  category: string;
  /** A drawing under public/images/news (with its PNG copy for social cards). */
  cover: string;
  summary: string;
  /** Markdown (lib/content/markdown.tsx): paragraphs separated by a blank line, headings, lists, quotes. */
  body: string;
  publishedAt: string;
  updatedAt: string;
}
export type NewsSummary = Omit<NewsItem, 'body'>;

export interface MagazineArticle {
  slug: string;
  title: string;
  author: string;
  summary: string;
  body: string;
}
export interface MagazineIssue {
  slug: string;
  issueNo: number;
  title: string;
  summary: string;
  cover: string;
  publishedAt: string;
  articles: MagazineArticle[];
}
