import { expect, test, type APIRequestContext } from '@playwright/test';
import type { IssueEditorRecord } from '@/lib/schemas/magazine-editing-data';
import { expectInvalid, expectNotFound, send } from './support';
import { staffCall, staffToken, staffSend } from './staff-support';

// Issue 20, the magazine (行銷): an issue and its articles written as a draft nobody outside sees,
// published now or at a time to come (shown by itself then), renamed (an issue's and an article's old
// addresses answer 308), withdrawn; conflicts and roles. Each test takes off the site what it published,
// so that the other tests read the magazine as seeded.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const issueNo = () => 5000 + Math.floor(Math.random() * 4999);

const issueBody = (slug: string, extra: Record<string, unknown> = {}) => ({
  issueNo: issueNo(),
  slug,
  title: '冷鏈車隊的冬天',
  summary: '本期走訪三家冷鏈物流業者，看他們如何讓車隊撐過年底旺季。',
  cover: '/images/magazine/issue.svg',
  coverAlt: '冷凍車在清晨的物流中心前排隊',
  ...extra,
});
const articleBody = (version: number, slug = `fleet-${unique()}`, title = '一台冷凍車的一天') => ({
  version,
  slug,
  title,
  author: '林記者',
  summary: '清晨四點出車，跟著司機跑一趟台中到高雄的冷鏈路線。',
  body: '## 出車前\n\n- 檢查冷凍機\n- 確認貨溫\n\n<script>alert(1)</script> 全程記錄。',
});

async function draftWithArticle(request: APIRequestContext, token: string) {
  const slug = `winter-${unique()}`;
  const created = await staffSend(request, token, { call: 'POST /staff/magazine/v1', body: issueBody(slug) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const withArticle = await staffCall<IssueEditorRecord>(
    request,
    token,
    'POST',
    `/staff/magazine/v1/${created.body.data.id}/articles`,
    articleBody(created.body.data.version),
  );
  expect(withArticle.status, JSON.stringify(withArticle.body)).toBe(201);
  return withArticle.body.data;
}

/** Adds an article with its own title to the end of an issue, as it is now. */
async function addArticle(request: APIRequestContext, token: string, issue: IssueEditorRecord, title: string) {
  const added = await staffCall<IssueEditorRecord>(
    request,
    token,
    'POST',
    `/staff/magazine/v1/${issue.id}/articles`,
    articleBody(issue.version, undefined, title),
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body.data;
}

async function publish(request: APIRequestContext, token: string, issue: IssueEditorRecord) {
  const published = await staffSend(request, token, {
    call: 'POST /staff/magazine/v1/{id}/publish',
    params: { id: issue.id },
    body: {
      version: issue.version,
    },
  });
  expect(published.body.code, JSON.stringify(published.body)).toBe('00000');
  return published.body.data;
}

/** Takes a test's issue off the site again, so that the other tests read the magazine as seeded. */
async function withdraw(request: APIRequestContext, token: string, id: string) {
  const { version } = (await staffSend(request, token, { call: 'GET /staff/magazine/v1/{id}', params: { id } })).body.data;
  const answer = await staffSend(request, token, { call: 'POST /staff/magazine/v1/{id}/withdraw', params: { id }, body: { version } });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('00000');
}

const page = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

test('a draft issue is seen by nobody; published with its article, it is on /magazine, the API and the sitemap; renamed, its old addresses answer 308', async ({
  request,
}) => {
  const marketing = await staffToken(request, 'marketing');
  const draft = await draftWithArticle(request, marketing);
  const [article] = draft.articles;
  expect(draft).toMatchObject({ status: 'draft', publishedAt: null, version: 2, formerSlugs: [] });
  expect((await page(request, `/magazine/${draft.slug}`)).status()).toBe(404);
  expectNotFound(await send(request, { call: 'GET /content/magazine/v1/{slug}', params: { slug: draft.slug } }));
  expect(await (await page(request, '/sitemap.xml')).text()).not.toContain(draft.slug);

  const published = await staffSend(request, marketing, {
    call: 'POST /staff/magazine/v1/{id}/publish',
    params: { id: draft.id },
    body: {
      version: 2,
    },
  });
  expect(published.body.code, JSON.stringify(published.body)).toBe('00000');
  try {
    expect(published.body.data).toMatchObject({ status: 'published', version: 3 });
    const issuePage = await page(request, `/magazine/${draft.slug}`);
    expect(issuePage.status()).toBe(200);
    expect(await issuePage.text()).toContain('alt="冷凍車在清晨的物流中心前排隊"');
    const articlePage = await (await page(request, `/magazine/${draft.slug}/${article.slug}`)).text();
    expect(articlePage).toContain('一台冷凍車的一天');
    expect(articlePage).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((await send(request, { call: 'GET /content/magazine/v1/{slug}', params: { slug: draft.slug } })).body.data).toMatchObject({
      slug: draft.slug,
    });
    expect(await (await page(request, '/sitemap.xml')).text()).toContain(`/magazine/${draft.slug}/${article.slug}`);

    // The issue and its article renamed: every old address leads to the new one.
    const renamed = await staffSend(request, marketing, {
      call: 'PUT /staff/magazine/v1/{id}',
      params: { id: draft.id },
      body: {
        ...issueBody(`${draft.slug}-2027`, { issueNo: draft.issueNo }),
        version: 3,
      },
    });
    expect(renamed.body.code, JSON.stringify(renamed.body)).toBe('00000');
    const moved = await staffSend(request, marketing, {
      call: 'PUT /staff/magazine/v1/{id}/articles/{articleId}',
      params: { id: draft.id, articleId: article.id },
      body: {
        ...articleBody(renamed.body.data.version, `${article.slug}-x`),
      },
    });
    expect(moved.body.code, JSON.stringify(moved.body)).toBe('00000');
    expect(moved.body.data.formerSlugs).toEqual([draft.slug]);
    expect(moved.body.data.articles[0].formerSlugs).toEqual([article.slug]);
    const newIssue = `/magazine/${draft.slug}-2027`;
    for (const [old, now] of [
      [`/magazine/${draft.slug}`, newIssue],
      [`/magazine/${draft.slug}/${article.slug}`, `${newIssue}/${article.slug}-x`],
      [`/magazine/${draft.slug}-2027/${article.slug}`, `${newIssue}/${article.slug}-x`],
    ]) {
      const answer = await page(request, old);
      expect(answer.status(), old).toBe(308);
      expect(new URL(answer.headers().location, 'http://x').pathname).toBe(now);
    }
    expect((await send(request, { call: 'GET /content/magazine/v1/{slug}', params: { slug: draft.slug } })).body.data).toMatchObject({
      slug: `${draft.slug}-2027`,
    });
  } finally {
    await withdraw(request, marketing, draft.id);
  }
  expect((await page(request, `/magazine/${draft.slug}-2027`)).status()).toBe(404);
  expect((await page(request, `/magazine/${draft.slug}`)).status()).toBe(404);
});

test('a scheduled issue shows by itself at its time', async ({ request }) => {
  const marketing = await staffToken(request, 'marketing');
  const draft = await draftWithArticle(request, marketing);
  const at = new Date(Date.now() + 4_000).toISOString();
  const scheduled = await staffSend(request, marketing, {
    call: 'POST /staff/magazine/v1/{id}/publish',
    params: { id: draft.id },
    body: {
      version: draft.version,
      publishAt: at,
    },
  });
  expect(scheduled.body.data).toMatchObject({ status: 'scheduled' });
  try {
    expect((await page(request, `/magazine/${draft.slug}`)).status()).toBe(404);
    await expect.poll(async () => (await page(request, `/magazine/${draft.slug}`)).status(), { timeout: 20_000 }).toBe(200);
  } finally {
    await withdraw(request, marketing, draft.id);
  }
});

test('an issue without articles, a taken number or slug, a stale version and bad input are refused in words; only 行銷 edits', async ({
  request,
}) => {
  const marketing = await staffToken(request, 'marketing');
  const slug = `empty-${unique()}`;
  const empty = (await staffSend(request, marketing, { call: 'POST /staff/magazine/v1', body: issueBody(slug) })).body.data;
  const refused = await staffSend(request, marketing, {
    call: 'POST /staff/magazine/v1/{id}/publish',
    params: { id: empty.id },
    body: { version: empty.version },
  });
  expect(refused.body).toMatchObject({ code: 'S00422', message: '這期還沒有文章：請先新增至少一篇文章再發布' });
  expectInvalid(await staffSend(request, marketing, { call: 'POST /staff/magazine/v1', body: issueBody(slug) }), 'slug');
  expectInvalid(
    await staffSend(request, marketing, {
      call: 'POST /staff/magazine/v1',
      body: issueBody(`other-${unique()}`, { issueNo: empty.issueNo }),
    }),
    'issueNo',
  );
  expectInvalid(
    await staffCall(
      request,
      marketing,
      'POST',
      '/staff/magazine/v1',
      issueBody('Bad Slug!', { title: '', coverAlt: ' ', cover: 'https://evil.example/x.png' }),
    ),
    'slug',
    'title',
    'coverAlt',
    'cover',
  );
  const withArticle = await staffCall<IssueEditorRecord>(
    request,
    marketing,
    'POST',
    `/staff/magazine/v1/${empty.id}/articles`,
    articleBody(empty.version),
  );
  const stale = await staffSend(request, marketing, {
    call: 'POST /staff/magazine/v1/{id}/articles',
    params: { id: empty.id },
    body: articleBody(empty.version),
  });
  expect(stale.body.code).toBe('S00409');
  expect((stale.body.data as unknown as { record: IssueEditorRecord }).record.version).toBe(withArticle.body.data.version);
  const twice = await staffCall(
    request,
    marketing,
    'POST',
    `/staff/magazine/v1/${empty.id}/articles`,
    articleBody(withArticle.body.data.version, withArticle.body.data.articles[0].slug),
  );
  expectInvalid(twice, 'slug');

  for (const who of ['hq', 'admin', 'northSales'] as const) {
    expectNotFound(await staffSend(request, await staffToken(request, who), { call: 'GET /staff/magazine/v1' }));
  }
  expect((await send(request, { call: 'GET /staff/magazine/v1' })).status).toBe(401);
});

test('a deleted article leaves the issue and answers 404 at its address and its former one; a published issue keeps its last article', async ({
  request,
}) => {
  const marketing = await staffToken(request, 'marketing');
  const first = await draftWithArticle(request, marketing);
  const both = await addArticle(request, marketing, first, '車隊保養的祕訣');
  const [gone, kept] = both.articles;
  let issue = await publish(request, marketing, both);
  try {
    // Renamed once on the site: its old address answers 308 until the article is deleted.
    const renamed = await staffSend(request, marketing, {
      call: 'PUT /staff/magazine/v1/{id}/articles/{articleId}',
      params: { id: issue.id, articleId: gone.id },
      body: {
        ...articleBody(issue.version, `${gone.slug}-x`),
      },
    });
    expect(renamed.body.code, JSON.stringify(renamed.body)).toBe('00000');
    issue = renamed.body.data;
    expect((await page(request, `/magazine/${issue.slug}/${gone.slug}`)).status()).toBe(308);

    const stale = await staffSend(request, marketing, {
      call: 'DELETE /staff/magazine/v1/{id}/articles/{articleId}',
      params: { id: issue.id, articleId: gone.id },
      body: {
        version: issue.version - 1,
      },
    });
    expect(stale.body.code).toBe('S00409');
    expect((stale.body.data as unknown as { record: IssueEditorRecord }).record.articles).toHaveLength(2);
    for (const who of ['hq', 'admin', 'northSales'] as const) {
      expectNotFound(
        await staffSend(request, await staffToken(request, who), {
          call: 'DELETE /staff/magazine/v1/{id}/articles/{articleId}',
          params: { id: issue.id, articleId: gone.id },
          body: {
            version: issue.version,
          },
        }),
      );
    }
    expectInvalid(await staffCall(request, marketing, 'DELETE', `/staff/magazine/v1/${issue.id}/articles/${gone.id}`, {}), 'version');

    const deleted = await staffSend(request, marketing, {
      call: 'DELETE /staff/magazine/v1/{id}/articles/{articleId}',
      params: { id: issue.id, articleId: gone.id },
      body: {
        version: issue.version,
      },
    });
    expect(deleted.body.code, JSON.stringify(deleted.body)).toBe('00000');
    expect(deleted.body.data).toMatchObject({ status: 'published', version: issue.version + 1 });
    expect(deleted.body.data.articles.map((article) => article.id)).toEqual([kept.id]);
    issue = deleted.body.data;
    for (const address of [`/magazine/${issue.slug}/${gone.slug}-x`, `/magazine/${issue.slug}/${gone.slug}`]) {
      expect((await page(request, address)).status(), address).toBe(404);
    }
    const issuePage = await (await page(request, `/magazine/${issue.slug}`)).text();
    expect(issuePage).toContain('車隊保養的祕訣');
    expect(issuePage).not.toContain('一台冷凍車的一天');
    expect(await (await page(request, '/sitemap.xml')).text()).not.toContain(`/magazine/${issue.slug}/${gone.slug}`);
    expectNotFound(
      await staffSend(request, marketing, {
        call: 'DELETE /staff/magazine/v1/{id}/articles/{articleId}',
        params: { id: issue.id, articleId: gone.id },
        body: { version: issue.version },
      }),
    );

    // The issue's last article: published, it must keep one.
    const last = await staffSend(request, marketing, {
      call: 'DELETE /staff/magazine/v1/{id}/articles/{articleId}',
      params: { id: issue.id, articleId: kept.id },
      body: {
        version: issue.version,
      },
    });
    expect(last.status).toBe(422);
    expect(last.body.code).toBe('S00422');
    expect(last.body.message).toContain('唯一的文章');
    expect((await page(request, `/magazine/${issue.slug}/${kept.slug}`)).status()).toBe(200);

    // The administrator reads what was deleted in the audit log.
    const audit = await staffCall<{ items: { action: string; before: Record<string, unknown> | null }[] }>(
      request,
      await staffToken(request, 'admin'),
      'GET',
      `/staff/audit/v1?record=${issue.slug}`,
    );
    expect(audit.body.data.items[0]).toMatchObject({
      action: 'magazine.article-delete',
      before: { slug: `${gone.slug}-x`, title: '一台冷凍車的一天', author: '林記者' },
    });
  } finally {
    await withdraw(request, marketing, issue.id);
  }
  // Off the site, the issue may be left without articles (publishing it again asks for one).
  const { version } = (await staffSend(request, marketing, { call: 'GET /staff/magazine/v1/{id}', params: { id: issue.id } })).body.data;
  const emptied = await staffSend(request, marketing, {
    call: 'DELETE /staff/magazine/v1/{id}/articles/{articleId}',
    params: { id: issue.id, articleId: kept.id },
    body: {
      version,
    },
  });
  expect(emptied.body.code, JSON.stringify(emptied.body)).toBe('00000');
  expect(emptied.body.data.articles).toEqual([]);
});

test("an issue's articles put in a new order are listed so on its page; exactly the issue's articles, each once, and only by 行銷", async ({
  request,
}) => {
  const marketing = await staffToken(request, 'marketing');
  const titles = ['一台冷凍車的一天', '車隊保養的祕訣', '冷鏈司機的早餐'];
  let issue = await draftWithArticle(request, marketing);
  for (const title of titles.slice(1)) issue = await addArticle(request, marketing, issue, title);
  issue = await publish(request, marketing, issue);
  const [a, b, c] = issue.articles;
  const order = (articleIds: unknown[], version = issue.version) =>
    staffCall<IssueEditorRecord>(request, marketing, 'PUT', `/staff/magazine/v1/${issue.id}/articles/order`, { version, articleIds });
  try {
    for (const wrong of [[a.id, b.id], [a.id, b.id, c.id, a.id], [a.id, a.id, b.id], [a.id, b.id, crypto.randomUUID()], []]) {
      const refused = await order(wrong);
      expectInvalid(refused, 'articleIds');
      expect(JSON.stringify(refused.body.data)).toMatch(/每一篇文章/);
    }
    expectInvalid(await order([a.id, b.id, 'not-an-id']), 'articleIds.2');
    for (const who of ['hq', 'admin', 'northSales'] as const) {
      expectNotFound(
        await staffSend(request, await staffToken(request, who), {
          call: 'PUT /staff/magazine/v1/{id}/articles/order',
          params: { id: issue.id },
          body: {
            version: issue.version,
            articleIds: [c.id, a.id, b.id],
          },
        }),
      );
    }

    const reordered = await order([c.id, a.id, b.id]);
    expect(reordered.body.code, JSON.stringify(reordered.body)).toBe('00000');
    expect(reordered.body.data.articles.map((article) => article.id)).toEqual([c.id, a.id, b.id]);
    expect(reordered.body.data.version).toBe(issue.version + 1);
    expect((await order([a.id, b.id, c.id])).body.code).toBe('S00409');

    // Readers' table of contents, the API's issue and the editor's record follow the new order.
    const issuePage = await (await page(request, `/magazine/${issue.slug}`)).text();
    const places = [titles[2], titles[0], titles[1]].map((title) => issuePage.indexOf(title));
    expect(places.every((place) => place > 0)).toBe(true);
    expect(places).toEqual([...places].sort((x, y) => x - y));
    const published = await send(request, { call: 'GET /content/magazine/v1/{slug}', params: { slug: issue.slug } });
    expect(published.body.data.articles.map((article) => article.title)).toEqual([titles[2], titles[0], titles[1]]);
    const record = (await staffSend(request, marketing, { call: 'GET /staff/magazine/v1/{id}', params: { id: issue.id } })).body.data;
    expect(record.articles.map((article) => article.id)).toEqual([c.id, a.id, b.id]);

    // The same order again changes nothing.
    const same = await order([c.id, a.id, b.id], record.version);
    expect(same.body.data.version).toBe(record.version);
  } finally {
    await withdraw(request, marketing, issue.id);
  }
});
