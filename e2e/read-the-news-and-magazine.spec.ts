import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expectPageMetadata, jsonLd, keepScreenshot } from './content';
import { expect, test } from './fixtures';

interface NewsItem {
  slug: string;
  title: string;
  category: string;
  publishedAt: string;
}
interface Issue {
  slug: string;
  issueNo: number;
  title: string;
  publishedAt: string;
  articles: Array<{ slug: string; title: string; author: string }>;
}

/** The demo seed renamed one item; its first slug must keep working. */
const RENAMED = { old: 'online-service-booking', current: 'online-service-booking-and-records' };
const PAGE_SIZE = 6;

const allNews = async (request: APIRequestContext) =>
  ((await (await request.get('/api/content/news/v1')).json()) as { data: { items: NewsItem[] } }).data.items;
const issues = async (request: APIRequestContext) =>
  ((await (await request.get('/api/content/magazine/v1')).json()) as { data: Issue[] }).data;

const newsList = (page: Page) => page.getByRole('list', { name: '消息列表' }).getByRole('listitem');
const pager = (page: Page) => page.getByRole('navigation', { name: '分頁' });

test.describe('news and magazine, as a search engine sees them (no JavaScript)', () => {
  // The 404s asked for on purpose.
  test.use({ javaScriptEnabled: false, allowedConsole: [/status of 404 \(Not Found\)/] });

  test('/news lists the newest first, six a page; page 2 holds the older ones; past the end is a 404', async ({ page, request }) => {
    const news = await allNews(request);
    expect(news.length, 'the demo has two pages of news').toBeGreaterThan(PAGE_SIZE);

    const response = await page.goto('/news');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('最新消息');
    await expect(newsList(page)).toHaveCount(PAGE_SIZE);
    await expect(newsList(page).getByRole('heading', { level: 2 })).toHaveText(news.slice(0, PAGE_SIZE).map((item) => item.title));
    const first = newsList(page).first();
    await expect(first.locator('time')).toHaveAttribute('dateTime', news[0].publishedAt);
    await expect(first.getByRole('link', { name: news[0].title })).toHaveAttribute('href', `/news/${news[0].slug}`);
    await expect(pager(page).getByRole('link', { name: '第 1 頁' })).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('link', { name: '第 2 頁' })).not.toHaveAttribute('aria-current', /.*/);
    await expectPageMetadata(page, request, { title: /^最新消息｜泰嵐商用車$/, path: '/news' });

    await pager(page).getByRole('link', { name: '下一頁' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(newsList(page).getByRole('heading', { level: 2 })).toHaveText(
      news.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((item) => item.title),
    );
    const times = await page.locator('main time').evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('dateTime')!)));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse(news[PAGE_SIZE - 1].publishedAt));
    await expect(pager(page).getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
    await expectPageMetadata(page, request, { title: /第 2 頁/, path: '/news?page=2' });

    for (const path of ['/news?page=3', '/news?page=0', '/news?page=abc', '/news?category=no-such-category', '/news/no-such-item']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });

  test('a category filter lists only its items, marks itself current, and is kept in the links', async ({ page, request }) => {
    const launches = (await allNews(request)).filter((item) => item.category === '新車發表');
    await page.goto('/news');
    const filters = page.getByRole('navigation', { name: '消息分類' });
    await expect(filters.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await filters.getByRole('link', { name: '新車發表' }).click();
    await expect(page).toHaveURL(/\/news\?category=launch$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('最新消息：新車發表');
    await expect(filters.getByRole('link', { name: '新車發表' })).toHaveAttribute('aria-current', 'page');
    await expect(filters.getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current', /.*/);
    await expect(newsList(page)).toHaveCount(launches.length);
    await expect(newsList(page).locator('.sh-chip')).toHaveText(launches.map(() => '新車發表'));
    await expectPageMetadata(page, request, { title: /^最新消息：新車發表/, path: '/news?category=launch' });
    expect((await page.goto('/news?category=launch&page=2'))?.status()).toBe(404);
  });

  test('a news item has its title, date, category, cover and body, and NewsArticle JSON-LD that agrees', async ({ page, request }) => {
    const [item] = await allNews(request);
    const response = await page.goto(`/news/${item.slug}`);
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(item.title);
    await expect(page.locator('article time')).toHaveAttribute('dateTime', item.publishedAt);
    await expect(page.locator('article').getByText(item.category, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `${item.title} 封面圖` })).toBeVisible();
    await expect(page.locator('.sh-article-body p').first()).toBeVisible();
    await expectPageMetadata(page, request, { title: new RegExp(item.title), path: `/news/${item.slug}`, type: 'article' });
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', item.publishedAt);

    const data = await jsonLd(page);
    expect(data['@type']).toBe('NewsArticle');
    expect(data.headline).toBe(await h1.textContent());
    expect(data.datePublished).toBe(await page.locator('article time').getAttribute('dateTime'));
    expect(Date.parse(data.dateModified)).toBeGreaterThanOrEqual(Date.parse(data.datePublished));
    expect(data.image[0]).toBe(await page.locator('meta[property="og:image"]').getAttribute('content'));
    expect(data.author.name).toBe('泰嵐商用車');
    expect(data.publisher.name).toBeTruthy();
  });

  test('a renamed item: its old slug redirects (308) to the current one, which renders its Markdown', async ({ page, request }) => {
    const answer = await request.get(`/news/${RENAMED.old}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toBe(`/news/${RENAMED.current}`);

    await page.goto(`/news/${RENAMED.old}`);
    await expect(page).toHaveURL(new RegExp(`/news/${RENAMED.current}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/news/${RENAMED.current}$`));
    const body = page.locator('.sh-article-body');
    await expect(body.getByRole('heading', { level: 2, name: '如何預約' })).toBeVisible();
    await expect(body.getByRole('listitem')).toHaveCount(3);
    await expect(body.locator('blockquote em')).toHaveText('前一個工作日');
    const data = await jsonLd(page);
    expect(Date.parse(data.dateModified)).toBeGreaterThan(Date.parse(data.datePublished));
  });

  test('/magazine shows the current issue with its cover and articles; the archive lists every issue', async ({ page, request }) => {
    const [current, ...older] = await issues(request);
    await page.goto('/magazine');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('客戶雜誌');
    await expect(page.getByRole('heading', { level: 2, name: current.title })).toBeVisible();
    await expect(page.getByRole('img', { name: `${current.title} 封面` })).toBeVisible();
    const toc = page.getByRole('list', { name: `${current.title} 目錄` });
    await expect(toc.getByRole('link')).toHaveText(current.articles.map((article) => article.title));
    await expectPageMetadata(page, request, { title: /^客戶雜誌｜/, path: '/magazine' });

    await page.getByRole('link', { name: '瀏覽歷期雜誌' }).click();
    await expect(page).toHaveURL(/\/magazine\/magazinelist$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('歷期雜誌');
    await expect(page.getByRole('list', { name: '歷期雜誌' }).getByRole('heading', { level: 2 })).toHaveText(
      [current, ...older].map((issue) => issue.title),
    );
    await expectPageMetadata(page, request, { title: /^歷期雜誌｜/, path: '/magazine/magazinelist' });

    const last = older.at(-1)!;
    await page.getByRole('link', { name: last.title }).click();
    await expect(page).toHaveURL(new RegExp(`/magazine/${last.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title);
    await expectPageMetadata(page, request, { title: new RegExp(last.title), path: `/magazine/${last.slug}` });
    expect((await page.goto('/magazine/issue-99-none'))?.status()).toBe(404);
  });

  test('a magazine article has its title, author, date and body, and Article JSON-LD that agrees', async ({ page, request }) => {
    const [issue] = await issues(request);
    const article = issue.articles[0];
    await page.goto('/magazine');
    await page.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(new RegExp(`/magazine/${issue.slug}/${article.slug}$`));
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(article.title);
    await expect(page.locator('article')).toContainText(article.author);
    await expect(page.locator('article time')).toHaveAttribute('dateTime', issue.publishedAt);
    await expectPageMetadata(page, request, {
      title: new RegExp(article.title),
      path: `/magazine/${issue.slug}/${article.slug}`,
      type: 'article',
    });

    const data = await jsonLd(page);
    expect(data['@type']).toBe('Article');
    expect(data.headline).toBe(await h1.textContent());
    expect(data.datePublished).toBe(await page.locator('article time').getAttribute('dateTime'));
    expect(data.dateModified).toBeTruthy();
    expect(data.author).toEqual({ '@type': 'Person', name: article.author });
    expect(data.image[0]).toMatch(/\.png$/);
    expect(data.publisher.name).toBeTruthy();
    expect((await page.goto(`/magazine/${issue.slug}/no-such-article`))?.status()).toBe(404);
  });
});

test('news and magazine pages: no serious axe violation, laid out for the width and kept as screenshots', async ({
  page,
  request,
}, testInfo) => {
  const [item] = await allNews(request);
  const [issue] = await issues(request);
  const pages: Array<[string, string]> = [
    ['news', '/news'],
    ['news-page-2', '/news?page=2'],
    ['news-item', `/news/${RENAMED.current}`],
    ['news-first-item', `/news/${item.slug}`],
    ['magazine', '/magazine'],
    ['magazine-list', '/magazine/magazinelist'],
    ['magazine-issue', `/magazine/${issue.slug}`],
    ['magazine-article', `/magazine/${issue.slug}/${issue.articles[2].slug}`],
  ];
  for (const [name, path] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toBeVisible();
    await expectAccessible(page, path);
    await keepScreenshot(page, testInfo, name);
  }
});
