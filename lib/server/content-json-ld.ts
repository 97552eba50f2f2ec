import 'server-only';
import { brand } from '@/lib/brand';
import { SITE_URL } from '@/lib/config';
import { magazineArticlePath, newsPath, socialImageOf } from '@/lib/content/paths';
import type { MagazineArticle, MagazineIssue, NewsItem } from './services/content';
import { organization } from './structured-data';

const publisher = organization;

/** schema.org NewsArticle of a news item; the dates are the ones the page shows in <time>. */
export const newsArticleJsonLd = (item: NewsItem) => ({
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  '@id': `${SITE_URL}${newsPath(item.slug)}`,
  mainEntityOfPage: `${SITE_URL}${newsPath(item.slug)}`,
  headline: item.title,
  description: item.summary,
  articleSection: item.category,
  inLanguage: 'zh-Hant-TW',
  datePublished: item.publishedAt,
  dateModified: item.updatedAt,
  image: [`${SITE_URL}${socialImageOf(item.cover)}`],
  author: { '@type': 'Organization', name: brand.name, url: SITE_URL },
  publisher,
});

/** schema.org Article of a magazine article, part of its issue. */
export const magazineArticleJsonLd = (issue: MagazineIssue, article: MagazineArticle) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  '@id': `${SITE_URL}${magazineArticlePath(issue.slug, article.slug)}`,
  mainEntityOfPage: `${SITE_URL}${magazineArticlePath(issue.slug, article.slug)}`,
  headline: article.title,
  description: article.summary,
  inLanguage: 'zh-Hant-TW',
  datePublished: issue.publishedAt,
  dateModified: issue.publishedAt,
  image: [`${SITE_URL}${socialImageOf(issue.cover)}`],
  author: { '@type': 'Person', name: article.author },
  publisher,
  isPartOf: { '@type': 'PublicationIssue', issueNumber: issue.issueNo, name: issue.title, datePublished: issue.publishedAt },
});
