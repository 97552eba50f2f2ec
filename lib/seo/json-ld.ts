import { brand } from '@/lib/site/brand';
import { magazineArticlePath, newsPath } from '@/lib/urls/content.mjs';
import { socialImageOf } from '@/lib/content/social-image';
import { siteOrigin } from '@/lib/urls/site-origin';
import type { MagazineArticle, MagazineIssue, NewsItem } from '@/lib/schemas/content';
import { organization } from '@/lib/seo/structured-data';

/** schema.org NewsArticle of a news item; the dates are the ones the page shows in <time>. */
export function newsArticleJsonLd(item: NewsItem) {
  const origin = siteOrigin();
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': `${origin}${newsPath(item.slug)}`,
    mainEntityOfPage: `${origin}${newsPath(item.slug)}`,
    headline: item.title,
    description: item.summary,
    articleSection: item.category,
    inLanguage: 'zh-Hant-TW',
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    image: [`${origin}${socialImageOf(item.cover)}`],
    author: { '@type': 'Organization', name: brand.name, url: origin },
    publisher: organization(),
  };
}

/** schema.org Article of a magazine article, part of its issue. */
export function magazineArticleJsonLd(issue: MagazineIssue, article: MagazineArticle) {
  const origin = siteOrigin();
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${origin}${magazineArticlePath(issue.slug, article.slug)}`,
    mainEntityOfPage: `${origin}${magazineArticlePath(issue.slug, article.slug)}`,
    headline: article.title,
    description: article.summary,
    inLanguage: 'zh-Hant-TW',
    datePublished: issue.publishedAt,
    dateModified: issue.publishedAt,
    image: [`${origin}${socialImageOf(issue.cover)}`],
    author: { '@type': 'Person', name: article.author },
    publisher: organization(),
    isPartOf: { '@type': 'PublicationIssue', issueNumber: issue.issueNo, name: issue.title, datePublished: issue.publishedAt },
  };
}
