import { expect, test, type APIRequestContext } from '@playwright/test';
import type { NewsEditorRecord } from '@/lib/schemas/news-editing-data';
import { newsListPath } from '@/lib/urls/content.mjs';
import { DEMO, expectInvalid, expectNotFound, login, send } from './support';
import { staffCall, staffToken, staffSend } from './staff-support';

// Issue 20, news (行銷): drafts nobody outside sees, publication now or at a time to come (shown by
// itself at that time), a renamed slug answering 308, withdrawal, conflicts, and who may do it.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

function draftBody(slug: string, extra: Record<string, unknown> = {}) {
  return {
    title: `冬季保養檢查活動 ${slug.slice(-4)}`,
    slug,
    category: '服務公告',
    summary: '十二月起全台服務廠提供冬季免費二十項檢查，歡迎預約。',
    body: '## 檢查項目\n\n- 煞車\n- 電瓶\n\n<script>alert(1)</script> 請於 [預約頁](https://example.com) 登記。',
    cover: '/images/news/service.svg',
    coverAlt: '服務廠技師檢查卡車煞車',
    ...extra,
  };
}

async function draft(request: APIRequestContext, token: string, extra: Record<string, unknown> = {}) {
  const slug = `winter-check-${unique()}`;
  const created = await staffCall<NewsEditorRecord>(request, token, 'POST', '/staff/news/v1', draftBody(slug, extra));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

/** Takes a test's item off the site again, so that the other tests read the news as seeded. */
async function withdraw(request: APIRequestContext, token: string, id: string) {
  const { version } = (await staffSend(request, token, { call: 'GET /staff/news/v1/{id}', params: { id } })).body.data;
  const answer = await staffSend(request, token, { call: 'POST /staff/news/v1/{id}/withdraw', params: { id }, body: { version } });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('00000');
}

const page = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });
const publicNews = async (request: APIRequestContext, slug: string) =>
  send(request, { call: 'GET /content/news/v1/{slug}', params: { slug } });

test('a draft is seen by nobody outside the console; published, it is on /news, its page, the API, the feed and the sitemap at once', async ({
  request,
}) => {
  const marketing = await staffToken(request, 'marketing');
  const item = await draft(request, marketing);
  expect(item).toMatchObject({ status: 'draft', publishedAt: null, version: 1, seoTitle: '', formerSlugs: [] });
  expectNotFound(await publicNews(request, item.slug));
  expect((await page(request, `/news/${item.slug}`)).status()).toBe(404);
  expect(await (await page(request, '/sitemap.xml')).text()).not.toContain(item.slug);

  const published = await staffSend(request, marketing, {
    call: 'POST /staff/news/v1/{id}/publish',
    params: { id: item.id },
    body: { version: 1 },
  });
  expect(published.body.code, JSON.stringify(published.body)).toBe('00000');
  expect(published.body.data).toMatchObject({ status: 'published', version: 2 });
  expect((await publicNews(request, item.slug)).body.data).toMatchObject({ title: item.title, category: '服務公告' });
  const shown = await page(request, `/news/${item.slug}`);
  expect(shown.status()).toBe(200);
  const html = await shown.text();
  // The same renderer as ever: raw HTML stays text.
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).not.toContain('<script>alert(1)');
  expect(await (await page(request, '/news')).text()).toContain(item.title);
  expect(await (await page(request, '/feed.xml')).text()).toContain(item.slug);
  expect(await (await page(request, '/sitemap.xml')).text()).toContain(item.slug);
  await withdraw(request, marketing, item.id);
  expect(await (await page(request, '/feed.xml')).text()).not.toContain(item.slug);
});

test("a published item's new slug answers the old one with 308 to the new; a draft's old slug simply goes", async ({ request }) => {
  const marketing = await staffToken(request, 'marketing');
  const item = await draft(request, marketing);
  const draftSlug = item.slug;
  const renamedDraft = await staffCall<NewsEditorRecord>(request, marketing, 'PUT', `/staff/news/v1/${item.id}`, {
    ...draftBody(`${draftSlug}-v2`),
    version: 1,
  });
  expect(renamedDraft.body.data).toMatchObject({ slug: `${draftSlug}-v2`, formerSlugs: [], version: 2 });
  await staffSend(request, marketing, { call: 'POST /staff/news/v1/{id}/publish', params: { id: item.id }, body: { version: 2 } });

  const newSlug = `${draftSlug}-final`;
  const renamed = await staffCall<NewsEditorRecord>(request, marketing, 'PUT', `/staff/news/v1/${item.id}`, {
    ...draftBody(newSlug, { seoTitle: '冬季免費檢查｜預約', seoDescription: '全台服務廠冬季免費檢查二十項。' }),
    version: 3,
  });
  expect(renamed.body.data).toMatchObject({ slug: newSlug, formerSlugs: [`${draftSlug}-v2`], version: 4 });
  const old = await page(request, `/news/${draftSlug}-v2`);
  expect(old.status()).toBe(308);
  expect(old.headers().location).toMatch(new RegExp(`/news/${newSlug}$`));
  expect((await page(request, `/news/${draftSlug}`)).status()).toBe(404);
  // The page says to search engines what the editor wrote for them.
  const html = await (await page(request, `/news/${newSlug}`)).text();
  expect(html).toContain('<title>冬季免費檢查｜預約');
  expect(html).toContain('content="全台服務廠冬季免費檢查二十項。"');

  // Another item cannot take the old slug (its address leads to this one); this one may take it back.
  const other = await draft(request, marketing);
  expectInvalid(
    await staffCall(request, marketing, 'PUT', `/staff/news/v1/${other.id}`, { ...draftBody(`${draftSlug}-v2`), version: 1 }),
    'slug',
  );
  const back = await staffCall<NewsEditorRecord>(request, marketing, 'PUT', `/staff/news/v1/${item.id}`, {
    ...draftBody(`${draftSlug}-v2`),
    version: 4,
  });
  expect(back.body.data).toMatchObject({ slug: `${draftSlug}-v2`, formerSlugs: [newSlug] });
  expect((await page(request, `/news/${draftSlug}-v2`)).status()).toBe(200);
  await withdraw(request, marketing, item.id);
});

/** Every public place that lists the news, each as a reader or a crawler asks for it. */
const LISTINGS = ['/', '/news', newsListPath({ category: 'service' }), '/feed.xml', '/sitemap.xml', '/api/content/news/v1'];

test('a scheduled item shows by itself at its time, on every list, its page, the feed and the sitemap; withdrawn, it is gone again', async ({
  request,
}) => {
  const marketing = await staffToken(request, 'marketing');
  const item = await draft(request, marketing);
  const at = new Date(Date.now() + 8_000);
  const scheduled = await staffSend(request, marketing, {
    call: 'POST /staff/news/v1/{id}/publish',
    params: { id: item.id },
    body: {
      version: 1,
      publishAt: at.toISOString(),
    },
  });
  expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publishedAt: at.toISOString() });
  expectNotFound(await publicNews(request, item.slug));
  // Each list is kept by the page cache without it, shortly before its time.
  for (const path of LISTINGS) {
    await page(request, path);
    const kept = await page(request, path);
    expect({ path, kept: kept.headers()['x-page-cache'], shows: (await kept.text()).includes(item.slug) }).toEqual({
      path,
      kept: 'hit',
      shows: false,
    });
  }
  expect(at.getTime() - Date.now(), 'the lists were kept before the time').toBeGreaterThan(0);

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));
  // Its own page is read first, at the very time (a reader who had the link), then every list.
  expect((await page(request, `/news/${item.slug}`)).status()).toBe(200);
  for (const path of LISTINGS) {
    expect({ path, shows: (await (await page(request, path)).text()).includes(item.slug) }).toEqual({ path, shows: true });
  }
  const listed = await staffSend(request, marketing, { call: 'GET /staff/news/v1' });
  expect(listed.body.data.find((row) => row.id === item.id)?.status).toBe('published');

  const withdrawn = await staffSend(request, marketing, {
    call: 'POST /staff/news/v1/{id}/withdraw',
    params: { id: item.id },
    body: { version: 2 },
  });
  expect(withdrawn.body.data.status).toBe('withdrawn');
  expect((await page(request, `/news/${item.slug}`)).status()).toBe(404);
  expect(await (await page(request, '/news')).text()).not.toContain(item.title);
  // Published again, it comes back with its own date, not as news of today.
  const back = await staffSend(request, marketing, {
    call: 'POST /staff/news/v1/{id}/publish',
    params: { id: item.id },
    body: { version: 3 },
  });
  expect(back.body.data).toMatchObject({ status: 'published', publishedAt: at.toISOString() });
  expect((await publicNews(request, item.slug)).body.data).toMatchObject({ publishedAt: at.toISOString() });
  await withdraw(request, marketing, item.id);
});

test('an article of 15,000 characters saves; saved again unchanged, nothing is written', async ({ request }) => {
  const marketing = await staffToken(request, 'marketing');
  const item = await draft(request, marketing);
  const body = `${'貨車保養的每一個細節都很重要。'.repeat(1_000)}`;
  expect(body.length).toBe(15_000);
  const long = await staffCall<NewsEditorRecord>(request, marketing, 'PUT', `/staff/news/v1/${item.id}`, {
    ...draftBody(item.slug),
    body,
    version: 1,
  });
  expect(long.body.code, JSON.stringify(long.body).slice(0, 200)).toBe('00000');
  expect(long.body.data).toMatchObject({ version: 2 });
  expect(long.body.data.body).toBe(body);
  const again = await staffCall<NewsEditorRecord>(request, marketing, 'PUT', `/staff/news/v1/${item.id}`, {
    ...draftBody(item.slug),
    body,
    version: 2,
  });
  expect(again.body.data).toMatchObject({ version: 2 });
  const admin = await staffToken(request, 'admin');
  const audit = await staffCall<{ items: { action: string }[] }>(request, admin, 'GET', `/staff/audit/v1?record=${item.slug}`);
  expect(audit.body.data.items.map((entry) => entry.action)).toEqual(['news.update', 'news.create']);
});

test('a change on an item someone saved meanwhile is refused with it as it is now; the rules refuse in words; nothing changes', async ({
  request,
}) => {
  const marketing = await staffToken(request, 'marketing');
  const item = await draft(request, marketing);
  await staffCall(request, marketing, 'PUT', `/staff/news/v1/${item.id}`, { ...draftBody(item.slug, { title: '先存的標題' }), version: 1 });
  const stale = await staffCall<{ record: NewsEditorRecord }>(request, marketing, 'PUT', `/staff/news/v1/${item.id}`, {
    ...draftBody(item.slug, { title: '後存的標題' }),
    version: 1,
  });
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('S00409');
  expect(stale.body.data.record).toMatchObject({ title: '先存的標題', version: 2 });

  const past = await staffSend(request, marketing, {
    call: 'POST /staff/news/v1/{id}/publish',
    params: { id: item.id },
    body: {
      version: 2,
      publishAt: new Date(Date.now() - 3_600_000).toISOString(),
    },
  });
  expect(past.status).toBe(422);
  expect(past.body.code).toBe('S00422');
  expect(past.body.message).toContain('發布時間已經過了');
  const withdrawDraft = await staffSend(request, marketing, {
    call: 'POST /staff/news/v1/{id}/withdraw',
    params: { id: item.id },
    body: { version: 2 },
  });
  expect(withdrawDraft.body.code).toBe('S00422');
  const now = await staffSend(request, marketing, { call: 'GET /staff/news/v1/{id}', params: { id: item.id } });
  expect(now.body.data).toMatchObject({ status: 'draft', version: 2, title: '先存的標題' });
});

test('bad input gets each field its message in words and creates nothing', async ({ request }) => {
  const marketing = await staffToken(request, 'marketing');
  const before = (await staffSend(request, marketing, { call: 'GET /staff/news/v1' })).body.data.length;
  const answer = await staffCall(request, marketing, 'POST', '/staff/news/v1', {
    title: '',
    slug: 'Winter Check!',
    category: '八卦',
    summary: '短',
    body: ' ',
    cover: '/etc/passwd',
  });
  expectInvalid(answer, 'title', 'slug', 'category', 'summary', 'body', 'cover');
  expectInvalid(await staffCall(request, marketing, 'POST', '/staff/news/v1', { ...draftBody('tl35-2024-launch') }), 'slug');
  expectInvalid(
    await staffCall(request, marketing, 'POST', '/staff/news/v1', { ...draftBody(`a-${unique()}`), seoTitle: '長'.repeat(61) }),
    'seoTitle',
  );
  expect((await staffSend(request, marketing, { call: 'GET /staff/news/v1' })).body.data.length).toBe(before);
  // Two editors taking one new slug at the same moment: one draft, and the other told in words, never a 500.
  const slug = `same-moment-${unique()}`;
  const both = await Promise.all([0, 1].map(() => staffCall(request, marketing, 'POST', '/staff/news/v1', draftBody(slug))));
  expect(both.map((answer) => answer.status).sort()).toEqual([201, 422]);
  expectInvalid(
    both.find((answer) => answer.status === 422)!,
    'slug',
  );
});

test('only 行銷 edits the news: other staff are answered N00404, a member token is no staff token', async ({ request }) => {
  const marketing = await staffToken(request, 'marketing');
  const item = await draft(request, marketing);
  for (const who of ['hq', 'admin', 'northSales'] as const) {
    const token = await staffToken(request, who);
    expectNotFound(await staffSend(request, token, { call: 'GET /staff/news/v1' }));
    expectNotFound(await staffSend(request, token, { call: 'GET /staff/news/v1/{id}', params: { id: item.id } }));
    expectNotFound(await staffCall(request, token, 'PUT', `/staff/news/v1/${item.id}`, { ...draftBody(item.slug), version: 1 }));
    expectNotFound(
      await staffSend(request, token, { call: 'POST /staff/news/v1/{id}/publish', params: { id: item.id }, body: { version: 1 } }),
    );
    expectNotFound(
      await staffSend(request, token, { call: 'POST /staff/news/v1/{id}/withdraw', params: { id: item.id }, body: { version: 1 } }),
    );
    // Not even bad input tells them the call is there.
    expectNotFound(await staffCall(request, token, 'POST', '/staff/news/v1', { title: '' }));
  }
  const untouched = await staffSend(request, marketing, { call: 'GET /staff/news/v1/{id}', params: { id: item.id } });
  expect(untouched.body.data).toMatchObject({ status: 'draft', version: 1 });
  const member = await login(request, DEMO.individual);
  const asMember = await send(request, { call: 'GET /staff/news/v1', headers: { 'cv-staff-token': member } });
  expect(asMember.status).toBe(401);
  // The administrator reads what 行銷 did in the audit log.
  const admin = await staffToken(request, 'admin');
  const audit = await staffCall<{ items: { action: string; recordNumber: string }[] }>(
    request,
    admin,
    'GET',
    `/staff/audit/v1?record=${item.slug}`,
  );
  expect(audit.body.data.items.map((entry) => entry.action)).toEqual(['news.create']);
});
