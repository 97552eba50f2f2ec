import { brand } from '@/lib/site/brand';
import { magazineArticlePath, newsPath } from '@/lib/urls/content.mjs';
import { socialImageOf } from '@/lib/content/social-image';
import { siteOrigin } from '@/lib/urls/site-origin';
import type { MagazineArticle, MagazineIssue, NewsItem } from '@/lib/schemas/content';
import { organization } from '@/lib/seo/structured-data';
import type { Point } from '@/lib/schemas/dealers';
import { SCHEMA_ORG_DAYS } from '@/lib/dealers/points';
import { dealerPointPath } from '@/lib/urls/site.mjs';

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

/**
 * schema.org of a dealer's point: AutoDealer where it sells, AutoRepair where it services (both where it does
 * both), with its address, position, telephone and weekly hours.
 */
export function dealerPointJsonLd(point: Point) {
  const origin = siteOrigin();
  const types = [
    ...(point.services.includes('sales') ? ['AutoDealer'] : []),
    ...(point.services.some((service) => service !== 'sales') ? ['AutoRepair'] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': types.length === 1 ? types[0] : types,
    '@id': `${origin}${dealerPointPath(point.slug)}`,
    url: `${origin}${dealerPointPath(point.slug)}`,
    name: point.name,
    telephone: point.phone,
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'TW',
      addressRegion: point.city,
      addressLocality: point.town,
      postalCode: point.zip,
      streetAddress: point.street,
    },
    geo: { '@type': 'GeoCoordinates', latitude: point.latitude, longitude: point.longitude },
    openingHoursSpecification: point.hours.flatMap((openings, day) =>
      openings.map(([opens, closes]) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_ORG_DAYS[day], opens, closes })),
    ),
    parentOrganization: organization(),
  };
}
