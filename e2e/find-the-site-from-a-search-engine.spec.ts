import type { APIRequestContext, Page } from '@playwright/test';
import { FEED_SIZE } from '@/lib/seo/news-feed';
import type { VehicleFamilySummary } from '@/lib/schemas/catalog';
import { siteJsonLd } from './content';
import { expect, test } from './fixtures';

// What a search engine and a feed reader fetch: robots.txt, the sitemap, the RSS feed, and the
// Organization every page carries. XML is parsed by the browser, as a crawler's parser would.

interface NewsSummary {
  slug: string;
  title: string;
  updatedAt: string;
  publishedAt: string;
}

/** Parses XML in the page; throws on a parse error. */
/** The newest `count` news items, newest first, read from the API's pages (12 a page). */
async function newestNews(request: APIRequestContext, count: number) {
  const news: NewsSummary[] = [];
  for (let n = 1; news.length < count; n += 1) {
    const { items, total } = (await (await request.get(`/api/content/news/v1?page=${n}`)).json()).data as {
      items: NewsSummary[];
      total: number;
    };
    news.push(...items);
    if (news.length >= total) break;
  }
  return news.slice(0, count);
}

async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) throw new Error(error.textContent ?? 'XML parse error');
    return doc.documentElement.outerHTML;
  }, xml);
}

test('robots.txt keeps the member area, the login and the API out and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/member', '/login', '/staff', '/api']) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test('the sitemap lists every public page, family, news item and magazine article with the date it changed', async ({ page, request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
  await page.goto('/');
  await parseXml(page, await response.text());
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map(([, loc, lastmod]) => ({
    path: new URL(loc).pathname,
    lastmod,
  }));
  const paths = entries.map((entry) => entry.path);
  for (const entry of entries) expect(Number.isNaN(Date.parse(entry.lastmod)), entry.path).toBe(false);
  expect(new Set(paths).size).toBe(paths.length);

  for (const path of ['/', '/vehicleowner', '/news', '/magazine', '/magazine/magazinelist', '/order', '/privacy', '/terms'])
    expect(paths).toContain(path);
  // The terms' revision date, as the page states it.
  await page.goto('/terms');
  const revised = await page.locator('main time').first().getAttribute('datetime');
  expect(entries.find((entry) => entry.path === '/terms')?.lastmod).toBe(new Date(revised!).toISOString());
  const families = (await (await request.get('/api/vehicle/family/v1')).json()).data as VehicleFamilySummary[];
  for (const family of families) expect(paths).toContain(`/vehicleowner/info-${family.uuid}`);
  // Every item, its lastmod the item's last change a reader saw.
  const news = await newestNews(request, Number.POSITIVE_INFINITY);
  for (const item of news) {
    expect(entries.find((entry) => entry.path === `/news/${item.slug}`)?.lastmod, item.slug).toBe(item.updatedAt);
  }
  const issues = (await (await request.get('/api/content/magazine/v1')).json()).data as Array<{
    slug: string;
    publishedAt: string;
    articles: Array<{ slug: string }>;
  }>;
  for (const issue of issues) {
    for (const article of issue.articles) expect(paths).toContain(`/magazine/${issue.slug}/${article.slug}`);
  }
  expect(paths.filter((path) => /^\/(member|login|api)/.test(path))).toEqual([]);

  // Each listed page is there (a sample of each kind, to keep the test short).
  for (const path of [
    paths[0],
    paths.find((p) => p.startsWith('/vehicleowner/info-')),
    paths.find((p) => p.startsWith('/news/')),
    paths.findLast((p) => p.startsWith('/magazine/')),
  ]) {
    expect((await request.get(path!)).status(), path).toBe(200);
  }
});

test('the RSS feed carries the news, newest first, with links that open', async ({ page, request }) => {
  const response = await request.get('/feed.xml');
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  await page.goto('/news');
  await parseXml(page, xml);
  expect(await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe('/feed.xml');

  const news = await newestNews(request, FEED_SIZE);
  const items = [
    ...xml.matchAll(/<item>[\s\S]*?<title>([^<]+)<\/title>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g),
  ].map(([, title, link, date]) => ({ title, link, date }));
  expect(items.map((item) => item.title)).toEqual(news.map((item) => item.title.replace(/&/g, '&amp;')));
  const dates = items.map((item) => Date.parse(item.date));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  expect((await request.get(new URL(items[0].link).pathname)).status()).toBe(200);
});

test('every page names the maker as an Organization with a logo that loads', async ({ page, request }) => {
  for (const path of ['/', '/news', '/vehicleowner']) {
    await page.goto(path);
    const graph = await siteJsonLd(page);
    const organization = graph.find((node) => node['@type'] === 'Organization') as { name: string; logo: { url: string } };
    expect(organization.name).toBe('泰嵐商用車');
    const logo = await request.get(new URL(organization.logo.url).pathname);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toBe('image/png');
  }
});

test('with no public origin set, every address given to crawlers, feed readers and sharers is the one the server listens on', async ({
  page,
  request,
  baseURL,
}) => {
  // The test server listens on 127.0.0.1:E2E_PORT and sets no PUBLIC_ORIGIN (lib/testing/test-server.mjs).
  const origin = baseURL!;
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const locs = [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(locs.length).toBeGreaterThan(5);
  expect(locs.filter((loc) => !loc.startsWith(`${origin}/`))).toEqual([]);
  const feed = await (await request.get('/feed.xml')).text();
  const links = [...feed.matchAll(/<link>([^<]+)<\/link>|<guid[^>]*>([^<]+)<\/guid>|<atom:link href="([^"]+)"/g)].map(
    (match) => match[1] ?? match[2] ?? match[3],
  );
  expect(links.length).toBeGreaterThan(2);
  expect(links.filter((link) => !link.startsWith(`${origin}/`))).toEqual([]);

  // Pages with nothing of their own to read (/privacy, /order, /terms, /login/0) as well as those read per request.
  for (const path of ['/', '/privacy', '/order', '/terms', '/news', '/login/0']) {
    await page.goto(path);
    if (path !== '/login/0') {
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
      // Next writes the home page's canonical URL without its slash.
      expect(canonical, path).toBe(path === '/' ? origin : `${origin}${path}`);
      expect(await page.locator('head meta[property="og:url"]').getAttribute('content'), path).toBe(canonical);
    }
    expect(await page.locator('head meta[property="og:image"]').first().getAttribute('content'), path).toMatch(new RegExp(`^${origin}/`));
    const organization = (await siteJsonLd(page)).find((node) => node['@type'] === 'Organization') as {
      url: string;
      logo: { url: string };
    };
    expect(organization.url, path).toBe(origin);
    expect(organization.logo.url, path).toBe(`${origin}/images/brand/logo.png`);
  }
});
