import { expect, test, type APIRequestContext } from '@playwright/test';
import { call, DEMO, login, someIp, send } from './support';
import { staffToken } from './staff-support';

// The known ways around Next's middleware (CVE-2025-29927's x-middleware-subrequest, RSC requests,
// encoded and odd paths) must not open a member page to an anonymous visitor nor an authenticated
// call to anyone without a valid token; and no request can change what the page cache gives the next.

/** Text only the member pages render (their leads), in HTML and in RSC payloads alike. */
const MEMBER_MARKERS = ['您的預購單、合約與交車進度', '查看與修改您的會員資料'];

const SUBREQUEST_VALUES = [
  'middleware',
  'middleware:middleware:middleware:middleware:middleware',
  'src/middleware',
  'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  'pages/_middleware',
  'proxy:proxy:proxy:proxy:proxy',
];

const BYPASS_HEADERS: Record<string, string>[] = [
  {},
  ...SUBREQUEST_VALUES.map((value) => ({ 'x-middleware-subrequest': value })),
  { RSC: '1' },
  { RSC: '1', 'Next-Router-Prefetch': '1' },
  { RSC: '1', 'Next-Router-State-Tree': encodeURIComponent(JSON.stringify(['', { children: ['member', {}] }, null, null, true])) },
  { 'Next-Router-Segment-Prefetch': '/_tree', RSC: '1', 'Next-Router-Prefetch': '1' },
  { 'x-middleware-prefetch': '1' },
  { 'x-invoke-path': '/member/purchase', 'x-invoke-query': '{}' },
  { 'x-now-route-matches': '1' },
];

const PATHS = [
  '/member',
  '/member/',
  '/member/purchase',
  '/member/info',
  '/member/purchase/',
  '/member/purchase.rsc',
  '/member/purchase?_rsc=abc12',
  '/member/purchase?tab=1&_rsc=abc12',
  '/member/info.rsc',
  '/member/purchase/index',
  '//member/purchase',
  '/./member/purchase',
  '/x/../member/purchase',
  '/%6Dember/purchase',
  '/%6d%65%6d%62%65%72/info',
  '/member%2Fpurchase',
  '/member%2fpurchase',
  '/member/%70urchase',
  '/Member/purchase',
  '/MEMBER/info',
  '/member;/purchase',
  '/member/purchase;x',
  '/_next/data/build/member/purchase.json',
  '/_next/data/development/member/info.json',
  '/_next/../member/purchase',
  '/api/../member/purchase',
  '/member/purchase/preorder-spec-6f1c2b9e-3d4a-4c5b-9e8f-0a1b2c3d4e5f',
];

async function expectNoMemberPage(request: APIRequestContext, base: string, path: string, headers: Record<string, string>, hops = 0) {
  const label = `${path} ${JSON.stringify(headers)}`;
  // Absolute, so that `//member` stays a path rather than a host.
  const response = await request.get(`${base}${path}`, { maxRedirects: 0, headers: { 'X-Forwarded-For': someIp(), ...headers } });
  const status = response.status();
  const body = await response.text();
  for (const marker of MEMBER_MARKERS) expect(body, `${label}: member content`).not.toContain(marker);
  if (status >= 300 && status < 400) {
    // Next answers /_next/data/… with a bare 307 and no Location: nothing to follow.
    if (!response.headers().location) return;
    const location = new URL(response.headers().location, 'http://portal');
    if (location.pathname.startsWith('/login')) return;
    // A normalising redirect (trailing slash, double slash) leads to the guarded path: follow it once.
    expect(hops, `${label}: redirect loop`).toBe(0);
    await expectNoMemberPage(request, base, `${location.pathname}${location.search}`, headers, hops + 1);
    return;
  }
  // Anything else is a page that is not a member page (a 404, the public page of an odd path).
  expect([200, 400, 404], `${label}: status`).toContain(status);
  if (status === 200) expect(new URL(path, 'http://portal').pathname.toLowerCase(), `${label}: 200`).not.toMatch(/^\/member(\/|$)/);
}

test('no header and no spelling of a member path opens it to an anonymous visitor', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  for (const path of PATHS) {
    for (const headers of BYPASS_HEADERS) await expectNoMemberPage(request, baseURL!, path, headers);
  }
});

test('the guarded path itself always redirects an anonymous visitor to the login (307), whatever the headers', async ({ request }) => {
  for (const headers of BYPASS_HEADERS) {
    const response = await request.get('/member/purchase', { maxRedirects: 0, headers: { 'X-Forwarded-For': someIp(), ...headers } });
    expect(response.status(), JSON.stringify(headers)).toBe(307);
    expect(response.headers().location).toMatch(/^\/login\/0\?returnTo=/);
  }
  // A forget query signs out even with a session cookie.
  const forget = await request.get('/member/purchase?forget=1', {
    maxRedirects: 0,
    headers: { Cookie: 'cv-session=whatever', 'x-middleware-subrequest': SUBREQUEST_VALUES[1] },
  });
  expect(forget.status()).toBe(307);
});

test('authenticated calls answer A0000x without a valid token, whatever else is sent', async ({ request, playwright, baseURL }) => {
  // A real session's cookie never stands for the token.
  const context = await playwright.request.newContext({ baseURL });
  const token = await login(context, DEMO.individual);
  const cookie = (await context.storageState()).cookies.find((c) => c.name === 'cv-session');
  await context.dispose();
  expect(cookie?.value).toBe(token);

  const variants: { headers: Record<string, string>; code: string }[] = [
    ...BYPASS_HEADERS.map((headers) => ({ headers, code: 'A00001' })),
    { headers: { Cookie: `cv-session=${token}` }, code: 'A00001' },
    { headers: { Cookie: `cv-session=${token}`, 'x-middleware-subrequest': SUBREQUEST_VALUES[1] }, code: 'A00001' },
    { headers: { Authorization: `Bearer ${token}` }, code: 'A00001' },
    { headers: { 'cv-web-token': '' }, code: 'A00001' },
    { headers: { 'cv-web-token': `${token}x` }, code: 'A00005' },
    { headers: { 'cv-web-token': token.slice(0, -1) }, code: 'A00005' },
    { headers: { 'cv-web-token': 'x'.repeat(5000) }, code: 'A00005' },
    { headers: { 'cv-web-token': `${token.toUpperCase()}` }, code: 'A00005' },
    { headers: { 'cv-web-token': 'forged', 'x-middleware-subrequest': SUBREQUEST_VALUES[1] }, code: 'A00005' },
  ];
  const paths = ['/member/member/v1', '/order/order/v1', '/order/contract/v1'];
  for (const path of paths) {
    for (const { headers, code } of variants) {
      const answer = await call(request, 'GET', path, { headers });
      const label = `${path} ${JSON.stringify(headers).slice(0, 120)}`;
      expect(answer.status, label).toBe(401);
      expect(answer.body, label).toEqual({ code, message: expect.any(String), data: null });
    }
  }
  // Odd spellings of an API path never reach a member's data either.
  for (const path of [
    '/api//member/member/v1',
    '/api/member/member/v1/',
    '/api/%6Dember/member/v1',
    '/api/Member/member/v1',
    '/api/member/member/v1.rsc',
    '/api/member/member/v1?_rsc=1',
  ]) {
    const response = await request.get(path, {
      maxRedirects: 0,
      headers: { 'X-Forwarded-For': someIp(), 'x-middleware-subrequest': SUBREQUEST_VALUES[1], RSC: '1' },
    });
    const text = await response.text();
    expect(text, path).not.toContain(DEMO.individual);
    expect([301, 307, 308, 401, 404], `${path}: ${response.status()}`).toContain(response.status());
  }
});

test('no request changes what the page cache gives the next plain GET', async ({ request }) => {
  const poisoners: Record<string, string>[] = [
    { RSC: '1' },
    { RSC: '1', 'Next-Router-Prefetch': '1' },
    { 'Next-Router-State-Tree': '%5B%22%22%5D', RSC: '1' },
    { Cookie: 'cv-session=some-session-token' },
    { 'x-middleware-subrequest': SUBREQUEST_VALUES[1] },
    // Next answers `{}` for this one without rendering; kept, it would be everyone's page.
    { 'x-middleware-prefetch': '1' },
    { 'x-middleware-prefetch': '1', 'x-middleware-subrequest': SUBREQUEST_VALUES[1] },
    { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' },
    { Host: 'evil.example' },
    { 'X-Original-URL': '/member/purchase', 'X-Rewrite-URL': '/member/purchase' },
    { 'Accept-Encoding': 'gzip', Accept: 'text/x-component' },
  ];
  for (const page of ['/', '/privacy', '/news']) {
    const reference = await (await request.get(`${page}?probe=${crypto.randomUUID()}`)).text();
    for (const headers of poisoners) {
      const path = `${page}?probe=${crypto.randomUUID()}`;
      await request.get(path, { maxRedirects: 0, headers });
      const plain = await request.get(path);
      const label = `${page} after ${JSON.stringify(headers)}`;
      expect(plain.status(), label).toBe(200);
      expect(plain.headers()['content-type'], label).toContain('text/html');
      expect(plain.headers()['set-cookie'], label).toBeUndefined();
      const text = await plain.text();
      expect(text, label).not.toContain('evil.example');
      // The same page as anyone gets (the probe appears nowhere in these pages).
      expect(text.length, label).toBe(reference.length);
    }
    // The forget query is its own key, never cached, and the plain page never sets a cookie after it.
    const path = `${page}?probe=${crypto.randomUUID()}`;
    const forget = await request.get(`${path}&forget=1`, { headers: { Cookie: 'cv-session=x' } });
    expect(forget.headers()['x-page-cache']).toBeUndefined();
    const plain = await request.get(path);
    expect(plain.headers()['set-cookie']).toBeUndefined();
  }
});

test('console calls answer A0000x without a valid console token: a member token, a cookie or a bypass header stands for none', async ({
  request,
}) => {
  const member = await login(request, DEMO.individual);
  const staff = await staffToken(request, 'hq');
  const variants: { headers: Record<string, string>; code: string }[] = [
    ...BYPASS_HEADERS.map((headers) => ({ headers, code: 'A00001' })),
    { headers: { 'cv-web-token': member }, code: 'A00001' },
    { headers: { Cookie: `cv-session=${member}` }, code: 'A00001' },
    { headers: { Cookie: `cv-staff-token=${staff}` }, code: 'A00001' },
    { headers: { Authorization: `Bearer ${staff}` }, code: 'A00001' },
    { headers: { 'cv-staff-token': '' }, code: 'A00001' },
    { headers: { 'cv-staff-token': member }, code: 'A00005' },
    { headers: { 'cv-staff-token': `${staff}x` }, code: 'A00005' },
    { headers: { 'cv-staff-token': staff.slice(0, -1) }, code: 'A00005' },
    { headers: { 'cv-staff-token': staff.toUpperCase() }, code: 'A00005' },
    { headers: { 'cv-staff-token': 'x'.repeat(5000) }, code: 'A00005' },
    { headers: { 'cv-staff-token': 'forged', 'x-middleware-subrequest': SUBREQUEST_VALUES[1] }, code: 'A00005' },
  ];
  for (const path of ['/staff/me/v1', '/staff/preorders/v1', '/staff/contracts/v1', '/staff/audit/v1', '/staff/accounts/v1']) {
    for (const { headers, code } of variants) {
      const answer = await call(request, 'GET', path, { headers });
      const label = `${path} ${JSON.stringify(headers).slice(0, 120)}`;
      expect(answer.status, label).toBe(401);
      expect(answer.body, label).toEqual({ code, message: expect.any(String), data: null });
    }
  }
  // The real token still works: the refusals above were the variants', not a lost session's.
  expect((await send(request, { call: 'GET /staff/me/v1', headers: { 'cv-staff-token': staff } })).body.code).toBe('00000');
});
