import { brand } from '@/lib/site/brand';
import { siteOrigin } from '@/lib/urls/site-origin';
import { NEWS_PATH, newsPath } from '@/lib/urls/content.mjs';
import type { NewsSummary } from '@/lib/schemas/content';
import { NEWS } from '@/lib/words/pages';

/** How many of the newest items the feed carries. */
export const FEED_SIZE = 20;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The news as RSS 2.0, newest first; every text escaped, so no content can break the XML. */
export function newsFeed(items: NewsSummary[]): string {
  const origin = siteOrigin();
  const entries = items.slice(0, FEED_SIZE).map((item) => {
    const link = `${origin}${newsPath(item.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(item.category)}</category>`,
      `      <description>${escapeXml(item.summary)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const built = items[0] ? new Date(items[0].updatedAt).toUTCString() : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${brand.name} ${NEWS}`)}</title>`,
    `    <link>${origin}${NEWS_PATH}</link>`,
    `    <atom:link href="${origin}/feed.xml" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(`${brand.name}的新車發表、活動與服務公告。`)}</description>`,
    '    <language>zh-TW</language>',
    `    <lastBuildDate>${built}</lastBuildDate>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
