import { test, expect, type APIRequestContext } from '@playwright/test';
import { call, CJK, expectEnvelope, expectInvalid, expectNotFound } from './support';

const NEWS = '/content/news/v1';
const MAGAZINE = '/content/magazine/v1';
const SLUG = /^[a-z0-9-]{1,80}$/;

interface NewsItem {
  slug: string;
  title: string;
  category: string;
  cover: string;
  summary: string;
  publishedAt: string;
  updatedAt: string;
}
interface NewsPage {
  items: NewsItem[];
  page: number;
  pageSize: number;
  total: number;
}
interface ArticleSummary {
  slug: string;
  title: string;
  author: string;
  summary: string;
}
interface Issue {
  slug: string;
  issueNo: number;
  title: string;
  summary: string;
  cover: string;
  publishedAt: string;
  articles: ArticleSummary[];
}

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

async function newsPage(request: APIRequestContext, page = 1) {
  const answer = await call<NewsPage>(request, 'GET', `${NEWS}?page=${page}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function magazine(request: APIRequestContext) {
  const answer = await call<Issue[]>(request, 'GET', MAGAZINE);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

test.describe('GET /content/news/v1', () => {
  test('?page=1 lists at least 8 items, newest first, with slug, title, category, summary and publishedAt', async ({ request }) => {
    const answer = await call<NewsPage>(request, 'GET', `${NEWS}?page=1`);
    expect(answer.status).toBe(200);
    expectEnvelope(answer);
    expect(answer.body.code).toBe('00000');
    const { items, page, pageSize, total } = answer.body.data;
    expect(page).toBe(1);
    expect(total).toBeGreaterThanOrEqual(8);
    expect(pageSize).toBeGreaterThanOrEqual(8);
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.length).toBe(Math.min(total, pageSize));
    for (const item of items) {
      expect(item.slug).toMatch(SLUG);
      expect(item.title).toMatch(CJK);
      expect(item.category).toMatch(CJK);
      expect(item.summary).toMatch(CJK);
      expect(isIsoDate(item.publishedAt), item.publishedAt).toBe(true);
      expect(Date.parse(item.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.publishedAt));
      expect(item.cover).toMatch(/^\/images\/news\/[a-z0-9-]+\.svg$/);
      expect(item).not.toHaveProperty('body');
    }
    expect(new Set(items.map((item) => item.slug)).size).toBe(items.length);
    const times = items.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('without page answers the first page', async ({ request }) => {
    const answer = await call<NewsPage>(request, 'GET', NEWS);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(await newsPage(request, 1));
  });

  test('the next page continues where the first ended, and a page past the end is empty', async ({ request }) => {
    const first = await newsPage(request, 1);
    const second = await newsPage(request, 2);
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    expect(second.items.length).toBe(Math.max(0, Math.min(first.pageSize, first.total - first.pageSize)));
    const slugs = new Set(first.items.map((item) => item.slug));
    for (const item of second.items) expect(slugs.has(item.slug)).toBe(false);
    const far = await newsPage(request, 1000);
    expect(far.items).toEqual([]);
    expect(far.total).toBe(first.total);
  });

  for (const page of ['0', 'abc', '-1', '1.5', '1001', '', '1e9']) {
    test(`page=${JSON.stringify(page)} answers V00001`, async ({ request }) => {
      const answer = await call(request, 'GET', `${NEWS}?page=${encodeURIComponent(page)}`);
      expectEnvelope(answer);
      expectInvalid(answer, 'page');
    });
  }

  test('an unknown query parameter answers V00001', async ({ request }) => {
    const answer = await call(request, 'GET', `${NEWS}?page=1&category=news`);
    expectEnvelope(answer);
    expectInvalid(answer, 'category');
  });
});

test.describe('GET /content/news/v1/{slug}', () => {
  test('every listed item opens by its slug with the same fields and a body', async ({ request }) => {
    const { items } = await newsPage(request, 1);
    for (const item of items) {
      const answer = await call<NewsItem & { body: string }>(request, 'GET', `${NEWS}/${item.slug}`);
      expect(answer.status, item.slug).toBe(200);
      expectEnvelope(answer);
      const { body, ...fields } = answer.body.data;
      expect(fields).toEqual(item);
      expect(body).toMatch(CJK);
      expect(body.length).toBeGreaterThan(item.summary.length);
    }
  });

  test('an unknown slug answers N00404', async ({ request }) => {
    expectNotFound(await call(request, 'GET', `${NEWS}/no-such-news-item`));
  });

  test('a slug the item had before its title changed answers the item under its current slug', async ({ request }) => {
    const answer = await call<NewsItem & { body: string }>(request, 'GET', `${NEWS}/online-service-booking`);
    expect(answer.status).toBe(200);
    expectEnvelope(answer);
    expect(answer.body.data.slug).toBe('online-service-booking-and-records');
    const current = await call<NewsItem & { body: string }>(request, 'GET', `${NEWS}/online-service-booking-and-records`);
    expect(answer.body.data).toEqual(current.body.data);
  });

  test('a magazine article slug is not a news slug', async ({ request }) => {
    const [issue] = await magazine(request);
    expectNotFound(await call(request, 'GET', `${NEWS}/${issue.articles[0].slug}`));
  });

  for (const slug of ['../etc', 'UPPER', 'a b', "x' or '1'='1", '<script>', 'ä', 'a'.repeat(81), 'tl35_launch']) {
    test(`a bad slug ${JSON.stringify(slug.length > 20 ? `${slug.slice(0, 8)}… (${slug.length})` : slug)} answers V00001`, async ({
      request,
    }) => {
      const answer = await call(request, 'GET', `${NEWS}/${encodeURIComponent(slug)}`);
      expectEnvelope(answer);
      expectInvalid(answer, 'slug');
    });
  }
});

test.describe('GET /content/magazine/v1', () => {
  test('lists 3 issues, newest first, each with at least 3 articles', async ({ request }) => {
    const answer = await call<Issue[]>(request, 'GET', MAGAZINE);
    expect(answer.status).toBe(200);
    expectEnvelope(answer);
    const issues = answer.body.data;
    expect(issues).toHaveLength(3);
    expect(issues.map((issue) => issue.issueNo)).toEqual([...issues.map((issue) => issue.issueNo)].sort((a, b) => b - a));
    const times = issues.map((issue) => Date.parse(issue.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const issue of issues) {
      expect(issue.slug).toMatch(SLUG);
      expect(issue.title).toMatch(CJK);
      expect(issue.summary).toMatch(CJK);
      expect(isIsoDate(issue.publishedAt)).toBe(true);
      expect(issue.cover).toMatch(/^\/images\/magazine\/[a-z0-9-]+\.svg$/);
      expect(issue).not.toHaveProperty('id');
      expect(issue.articles.length, issue.slug).toBeGreaterThanOrEqual(3);
      for (const article of issue.articles) {
        expect(article.slug).toMatch(SLUG);
        expect(article.title).toMatch(CJK);
        expect(article.author.trim()).not.toBe('');
        expect(article.summary).toMatch(CJK);
        expect(article).not.toHaveProperty('body');
      }
      expect(new Set(issue.articles.map((article) => article.slug)).size).toBe(issue.articles.length);
    }
  });

  test('an unknown query parameter answers V00001', async ({ request }) => {
    const answer = await call(request, 'GET', `${MAGAZINE}?page=1`);
    expectEnvelope(answer);
    expectInvalid(answer, 'page');
  });
});

test.describe('GET /content/magazine/v1/{slug}', () => {
  test('every issue opens by its slug with its articles in full', async ({ request }) => {
    for (const issue of await magazine(request)) {
      const answer = await call<Omit<Issue, 'articles'> & { articles: (ArticleSummary & { body: string })[] }>(
        request,
        'GET',
        `${MAGAZINE}/${issue.slug}`,
      );
      expect(answer.status, issue.slug).toBe(200);
      expectEnvelope(answer);
      const { articles, ...fields } = answer.body.data;
      const { articles: listed, ...listedFields } = issue;
      expect(fields).toEqual(listedFields);
      expect(articles.map(({ slug, title, author, summary }) => ({ slug, title, author, summary }))).toEqual(listed);
      for (const article of articles) {
        expect(article.body, `${issue.slug}/${article.slug}`).toMatch(CJK);
        expect(article.body.length).toBeGreaterThan(article.summary.length);
      }
    }
  });

  test('an unknown slug answers N00404', async ({ request }) => {
    expectNotFound(await call(request, 'GET', `${MAGAZINE}/issue-99-no-such-issue`));
  });

  test('a news slug is not an issue slug', async ({ request }) => {
    const { items } = await newsPage(request, 1);
    expectNotFound(await call(request, 'GET', `${MAGAZINE}/${items[0].slug}`));
  });

  for (const slug of ['../etc', 'UPPER', 'issue 01', '<script>', 'a'.repeat(81)]) {
    test(`a bad slug ${JSON.stringify(slug.length > 20 ? `${slug.slice(0, 8)}… (${slug.length})` : slug)} answers V00001`, async ({
      request,
    }) => {
      const answer = await call(request, 'GET', `${MAGAZINE}/${encodeURIComponent(slug)}`);
      expectEnvelope(answer);
      expectInvalid(answer, 'slug');
    });
  }
});
