import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { call, DEMO, individualBody, login, someIp, uniqueEmail } from './support';
import { staffToken } from './staff-support';

// The headers of docs/api.md and lib/security-headers.js (as the production test server sends
// them) on every kind of answer: pages, redirects, 404s, static files, page-cache hits and 304s, and
// every API call, errors included; the build's scripts carry only what applies to a script.

const EXPECTED: Record<string, string | RegExp> = {
  'x-frame-options': 'DENY',
  // Scripts from this site's files, and inline ones only by a nonce (a page rendered for this request) or
  // by their hashes (a page from the page cache): never 'unsafe-inline' (issue 35).
  'content-security-policy':
    /^default-src 'self'; script-src 'self'(?: '(?:nonce|sha256)-[A-Za-z0-9+/]+={0,2}')*; style-src 'self' 'unsafe-inline'; .*object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; report-uri \/api\/security\/csp-report\/v1; report-to csp$/,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // The site itself may ask for the location (服務據點's 用我目前的位置排序, issue 38); nothing framed or elsewhere may.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};

function expectSecurityHeaders(label: string, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(EXPECTED)) {
    if (typeof value === 'string') expect(headers[name], `${label}: ${name}`).toBe(value);
    else expect(headers[name], `${label}: ${name}`).toMatch(value);
  }
  // Production CSP: no eval.
  expect(headers['content-security-policy'], `${label}: no unsafe-eval`).not.toContain('unsafe-eval');
  expect(headers['x-powered-by'], `${label}: x-powered-by`).toBeUndefined();
}

const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(path, { maxRedirects: 0, headers: { 'X-Forwarded-For': someIp(), ...headers } });

const sha256 = async (text: string) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64');

/** Every script a page runs from its own text carries the policy's nonce, or is allowed by its hash. */
async function expectStrictScripts(label: string, response: APIResponse) {
  if (!response.headers()['content-type']?.startsWith('text/html')) return;
  const sources = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'])![1].split(' ');
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const inline = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes]) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes),
  );
  for (const [, attributes, text] of inline) {
    const allowed = (nonce && attributes.includes(`nonce="${nonce}"`)) || sources.includes(`'sha256-${await sha256(text)}'`);
    expect(allowed, `${label}: an inline script the policy allows (${text.slice(0, 60)})`).toBeTruthy();
  }
}

async function expectPage(response: APIResponse, label: string, status = 200) {
  expect(response.status(), label).toBe(status);
  expectSecurityHeaders(label, response.headers());
  await expectStrictScripts(label, response);
}

interface Listed {
  uuid?: string;
  slug?: string;
  image?: string;
  articles?: { slug: string }[];
}

const data = async <T>(request: APIRequestContext, path: string) => (await call<T>(request, 'GET', path)).body.data;

test('every public page, the login page, a 404, the redirects and the static files carry the headers', async ({ request }) => {
  const families = await data<Listed[]>(request, '/vehicle/family/v1');
  const news = await data<{ items: Listed[] }>(request, '/content/news/v1');
  const issues = await data<Listed[]>(request, '/content/magazine/v1');
  const issue = issues[0];
  const pages = [
    '/',
    '/vehicleowner',
    `/vehicleowner/info-${families[0].uuid}`,
    '/news',
    `/news/${news.items[0].slug}`,
    '/magazine',
    '/magazine/magazinelist',
    `/magazine/${issue.slug}`,
    `/magazine/${issue.slug}/${issue.articles![0].slug}`,
    '/order',
    '/privacy',
    '/sitemap.xml',
    '/robots.txt',
    '/feed.xml',
    '/login',
  ];
  for (const path of pages) await expectPage(await get(request, path), path);

  await expectPage(await get(request, `/no-such-page-${crypto.randomUUID()}`), 'a 404 page', 404);
  await expectPage(await get(request, `/news/${crypto.randomUUID()}`), 'an unknown news item', 404);

  const member = await get(request, '/member/purchase');
  await expectPage(member, 'anonymous /member/purchase', 307);
  expect(member.headers().location).toContain('/login');
  const renamed = await get(request, '/news/online-service-booking');
  await expectPage(renamed, 'a renamed news slug', 308);

  await expectPage(await get(request, '/images/brand/logo.png'), '/images/brand/logo.png');
  await expectPage(await get(request, '/icon.svg'), '/icon.svg');
});

test("the build's scripts carry nosniff and HSTS, not the document's policy, which a browser never reads from a script", async ({
  request,
}) => {
  const html = await (await get(request, '/')).text();
  const chunks = [...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+\.js/g)].map(([path]) => path);
  expect(chunks.length, 'the script chunks of /').toBeGreaterThan(3);
  for (const chunk of chunks) {
    const answer = await get(request, chunk);
    const headers = answer.headers();
    expect(answer.status(), chunk).toBe(200);
    expect(headers['content-type'], chunk).toMatch(/^application\/javascript/);
    expect(headers['x-content-type-options'], chunk).toBe('nosniff');
    expect(headers['strict-transport-security'], chunk).toBe(EXPECTED['strict-transport-security']);
    expect(headers['cache-control'], chunk).toContain('immutable');
    // About 600 bytes a script otherwise, some 15 scripts a page over HTTP/1.1 (bench:web counts them).
    for (const name of ['content-security-policy', 'reporting-endpoints', 'x-frame-options', 'referrer-policy', 'permissions-policy'])
      expect(headers[name], `${chunk}: ${name}`).toBeUndefined();
    expect(headers['x-powered-by'], chunk).toBeUndefined();
  }
});

test("the build's scripts go out as compressed at build time: brotli where it is taken, gzip otherwise, the same script either way", async ({
  request,
}) => {
  const html = await (await get(request, '/')).text();
  const chunks = [...new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+\.js/g)].map(([path]) => path))];
  for (const chunk of chunks) {
    const plain = await get(request, chunk, { 'accept-encoding': 'identity' });
    expect(plain.headers()['content-encoding'], chunk).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const answer = await get(request, chunk, { 'accept-encoding': encoding });
      expect(answer.headers()['content-encoding'], `${chunk} (${encoding})`).toBe(encoding);
      expect(answer.headers()['x-content-type-options'], chunk).toBe('nosniff');
      expect(answer.headers()['strict-transport-security'], chunk).toBe(EXPECTED['strict-transport-security']);
      expect(await answer.text(), `${chunk} (${encoding})`).toBe(await plain.text());
    }
  }
});

test('the pages of a signed-in member carry the headers', async ({ playwright, baseURL }) => {
  const context = await playwright.request.newContext({ baseURL });
  try {
    await login(context, DEMO.individual);
    const families = await data<Listed[]>(context, '/vehicle/family/v1');
    for (const path of ['/member/info', '/member/purchase', `/vehicleowner/info-${families[0].uuid}/components`])
      await expectPage(await get(context, path), path);
  } finally {
    await context.dispose();
  }
});

test("the page cache's hits and its 304s carry the same headers", async ({ request }) => {
  // A kept copy has an ETag: Next's, or the cache's hash of the page (lib/runtime/page-cache.ts).
  const path = `/privacy?probe=${crypto.randomUUID()}`;
  const first = await get(request, path);
  await expectPage(first, 'first GET');
  const hit = await get(request, path);
  expect(hit.headers()['x-page-cache']).toBe('hit');
  await expectPage(hit, 'a cache hit');
  const etag = hit.headers().etag;
  expect(etag, 'a cached page has an ETag').toBeTruthy();
  {
    const notModified = await get(request, path, { 'If-None-Match': etag });
    expect(notModified.headers()['x-page-cache']).toBe('hit');
    await expectPage(notModified, 'a 304 from the cache', 304);
  }
});

/** Each call of docs/api.md, as an anonymous caller and as a member, with valid or invalid input. */
test('every API call, its successes and its errors, carries the headers and Cache-Control: no-store', async ({ request }) => {
  const token = await login(request, DEMO.enterprise);
  const families = await data<Listed[]>(request, '/vehicle/family/v1');
  const news = await data<{ items: Listed[] }>(request, '/content/news/v1');
  const issues = await data<Listed[]>(request, '/content/magazine/v1');
  const email = uniqueEmail('headers');
  const registered = await call<{ tempUuid: string }>(request, 'POST', '/member/member/v1/register', { body: individualBody(email) });
  const tempUuid = registered.body.data.tempUuid;
  const forget = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${uniqueEmail('nobody')}`);

  type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: Parameters<typeof call>[3]];
  const calls: Call[] = [
    ['GET', '/vehicle/family/v1'],
    ['GET', `/vehicle/family/v1/${families[0].uuid}`],
    ['GET', `/vehicle/family/v1/${crypto.randomUUID()}`],
    ['GET', '/vehicle/family/v1?nope=1'],
    ['POST', '/order/order/v1', { token, body: {}, headers: { 'Idempotency-Key': crypto.randomUUID() } }],
    ['POST', '/order/order/v1', { body: {} }],
    ['GET', '/member/member/v1', { token }],
    ['GET', '/member/member/v1'],
    ['GET', '/member/member/v1', { token: 'forged-token-forged-token-forged-token-123' }],
    ['PUT', '/member/member/v1', { token, body: { mobile: 'x' } }],
    ['PUT', '/member/member/v1/reset', { token, body: { oldPassword: 'wrong-password', newPassword: 'Harbor-Lantern-Ferry-7' } }],
    ['GET', '/member/member/v1/email/send?email=nope', { token }],
    ['POST', '/member/member/v1/email/send', { token, body: { email: 'nope', password: 'x' } }],
    ['POST', '/member/member/v1/email/undo', { body: { token: 'A'.repeat(43) } }],
    ['GET', '/member/member/v1/email/valid?email=new@example.com&code=123456', { token }],
    ['POST', '/login/v1', { body: { account: DEMO.individual, password: 'wrong-password' } }],
    ['POST', '/login/v1', { raw: '{not json' }],
    ['POST', '/member/member/v1/register', { body: { memberType: 'individual' } }],
    ['POST', '/member/member/v1/valid', { body: { tempUuid, code: '000000' } }],
    ['GET', `/member/member/v1/valid?tempUuid=${tempUuid}&code=000001`],
    ['GET', `/member/member/v1/resend?tempUuid=${tempUuid}`], // 429 C00002: the cooldown
    ['GET', `/login/v1/forget?tempUuid=${forget.body.data.tempUuid}&code=000000`],
    ['GET', `/login/v1/verification?tempUuid=${forget.body.data.tempUuid}`],
    ['PUT', '/login/v1/reset', { body: { newPassword: 'Harbor-Lantern-Ferry-7' } }],
    ['GET', '/address/address/v1'],
    ['GET', '/address/address/v1?cityId=01'],
    ['GET', '/address/address/v1?cityId=01&townId=0101'],
    ['GET', '/order/order/v1', { token }],
    ['GET', `/order/order/v1/${crypto.randomUUID()}`, { token }],
    ['GET', '/order/contract/v1', { token }],
    ['GET', `/order/contract/v1/${crypto.randomUUID()}`, { token }],
    ['GET', `/order/delivery/v1/${crypto.randomUUID()}`, { token }],
    ['GET', '/member/configuration/v1', { token }],
    ['GET', '/member/configuration/v1'],
    ['POST', '/member/configuration/v1', { token, body: { name: '' } }],
    ['GET', `/member/configuration/v1/${crypto.randomUUID()}`, { token }],
    ['PUT', `/member/configuration/v1/${crypto.randomUUID()}`, { token, body: { name: '新名', version: 1 } }],
    ['DELETE', `/member/configuration/v1/${crypto.randomUUID()}`, { token, body: { version: 1 } }],
    ['GET', '/content/news/v1'],
    ['GET', `/content/news/v1/${news.items[0].slug}`],
    ['GET', '/content/magazine/v1'],
    ['GET', `/content/magazine/v1/${issues[0].slug}`],
    ['GET', '/no/such/call'],
    ['PUT', '/vehicle/family/v1', { body: {} }],
    ['POST', '/login/v1/logout', { token }],
  ];
  const statuses = new Set<number>();
  for (const [method, path, options] of calls) {
    const answer = await call(request, method, path, options);
    const label = `${method} ${path} → ${answer.status} ${answer.body.code}`;
    expectSecurityHeaders(label, answer.headers);
    // The one exception: the city and town lists, the same for everyone and for years, are cached a day.
    const cacheable = method === 'GET' && /^\/address\/address\/v1(\?cityId=\d+)?$/.test(path) && answer.status === 200;
    expect(answer.headers['cache-control'], label).toBe(cacheable ? 'public, max-age=86400' : 'no-store');
    expect(answer.headers['content-type'], label).toContain('application/json');
    statuses.add(answer.status);
  }
  expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 401, 404, 422, 429]));

  // Methods no route exports, straight through Next (not through `call`, which knows only three).
  for (const method of ['DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND'] as const) {
    const response = await request.fetch('/api/login/v1', { method, headers: { 'X-Forwarded-For': someIp() } });
    const label = `${method} /api/login/v1 → ${response.status()}`;
    expect(response.status(), label).not.toBe(200);
    expectSecurityHeaders(label, response.headers());
    // Next answers OPTIONS itself (204 with Allow, no body): nothing there to store.
    if (method !== 'OPTIONS') expect(response.headers()['cache-control'], label).toBe('no-store');
    if (!['OPTIONS', 'HEAD'].includes(method))
      expect(await response.json(), label).toEqual({ code: 'N00404', message: '查無資料', data: null });
  }
  // A page asked with a method Next does not know: 405, not Next's bare 500.
  const trace = await request.fetch('/', { method: 'TRACE', headers: { 'X-Forwarded-For': someIp() } });
  expect(trace.status()).toBe(405);
  expectSecurityHeaders('TRACE /', trace.headers());
});

test("each page's nonce is its own: two visits of a member page get two, and a kept public page none but its scripts' hashes", async ({
  request,
}) => {
  const nonceOf = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'])?.[1];
  const [first, second] = [await get(request, '/login/0'), await get(request, '/login/0')];
  expect(nonceOf(first)).toBeTruthy();
  expect(nonceOf(second)).not.toBe(nonceOf(first));
  const path = `/news?probe=${crypto.randomUUID()}`;
  await get(request, path);
  const hit = await get(request, path);
  expect(hit.headers()['x-page-cache']).toBe('hit');
  expect(nonceOf(hit)).toBeUndefined();
  expect(hit.headers()['content-security-policy']).toMatch(/'sha256-/);
  await expectPage(hit, 'a kept copy of /news');
});

test('the policy tells browsers where to report what it blocked; the report is taken in the forms browsers send', async ({ request }) => {
  const page = await get(request, '/');
  expect(page.headers()['reporting-endpoints']).toBe('csp="/api/security/csp-report/v1"');
  const legacy = { 'csp-report': { 'document-uri': 'http://portal/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
  const batch = [{ type: 'csp-violation', age: 1, body: { documentURL: 'http://portal/', effectiveDirective: 'script-src-elem' } }];
  for (const [type, body] of [
    ['application/csp-report', legacy],
    ['application/reports+json', batch],
  ] as const) {
    const answer = await request.post('/api/security/csp-report/v1', {
      headers: { 'Content-Type': type, 'X-Forwarded-For': someIp() },
      data: JSON.stringify(body),
    });
    expect(await answer.json(), type).toEqual({ code: '00000', message: '成功', data: null });
  }
  const form = await request.post('/api/security/csp-report/v1', { headers: { 'X-Forwarded-For': someIp() }, form: { a: '1' } });
  expect((await form.json()).code).toBe('V00001');
});

test('a path whose percent-encoding does not decode is a 400 with the headers (the envelope under /api), not a bare 500', async ({
  request,
}) => {
  for (const path of ['/api/%ff', '/api/login/v1/%E0%A4%A', '/news/%ff', '/%E0%A4%A', '/member/%ff', '/vehicleowner/info-%zz']) {
    const response = await get(request, path);
    expect(response.status(), path).toBe(400);
    expectSecurityHeaders(path, response.headers());
    if (path.startsWith('/api/')) {
      const body = await response.json();
      expect(Object.keys(body).sort(), path).toEqual(['code', 'data', 'message']);
      expect(body.code, path).toBe('V00001');
      expect(body.message, path).toMatch(/[\u4e00-\u9fff]/);
      expect(body.data.errors[0].message, path).toMatch(/[\u4e00-\u9fff]/);
    }
  }
});

test('a client navigation whose router state Next cannot read gets the whole page, not a bare 500', async ({ request }) => {
  const states = ['not-json', encodeURIComponent('["",{"children":["news",{}]},null,null,true]'), encodeURIComponent('{"children":1}')];
  for (const [path, status] of [
    ['/news', 200],
    ['/', 200],
    ['/no/such/page', 404],
  ] as const) {
    for (const state of states) {
      // Next sends such a request on to its cache-busting address first (307); the answer at the end counts.
      const response = await request.get(path, { headers: { 'X-Forwarded-For': someIp(), RSC: '1', 'Next-Router-State-Tree': state } });
      expect(response.status(), `${path} ${state}`).toBe(status);
      expectSecurityHeaders(path, response.headers());
    }
  }
});

test("the console's pages and calls carry the headers; its calls are never stored", async ({ request }) => {
  for (const path of [
    '/staff',
    '/staff/setup',
    '/staff/preorders',
    '/staff/contracts',
    '/staff/audit',
    '/staff/accounts',
    '/staff/sessions',
  ]) {
    const page = await get(request, path);
    await expectPage(page, path);
    // Not for search engines, whatever robots.txt says.
    expect(await page.text(), `${path}: noindex`).toMatch(/<meta name="robots" content="noindex/);
  }
  const token = await staffToken(request, 'hq');
  type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: Parameters<typeof call>[3]];
  const staff = { 'cv-staff-token': token };
  const calls: Call[] = [
    ['GET', '/staff/me/v1', { headers: staff }],
    ['GET', '/staff/me/v1'],
    ['GET', '/staff/preorders/v1?status=submitted', { headers: staff }],
    ['GET', '/staff/preorders/v1?page=0', { headers: staff }],
    ['GET', '/staff/preorders/v1/PO20260101-999999', { headers: staff }],
    ['GET', '/staff/contracts/v1', { headers: staff }],
    ['GET', '/staff/audit/v1', { headers: staff }],
    ['GET', '/staff/dealers/v1', { headers: staff }],
    ['POST', '/staff/login/v1', { body: { email: 'nobody@staff.tailan-trucks.example', password: 'wrong-password' } }],
    ['POST', '/staff/login/v1/two-factor', { body: { challenge: 'A'.repeat(43), code: '000000' } }],
    ['POST', '/staff/setup/v1/open', { body: { token: 'A'.repeat(43) } }],
    ['POST', '/staff/preorders/v1/PO20260101-999999/convert', { headers: staff, body: { version: 1 } }],
    ['PUT', '/staff/preorders/v1', { headers: staff, body: {} }],
  ];
  const statuses = new Set<number>();
  for (const [method, path, options] of calls) {
    const answer = await call(request, method, path, options);
    const label = `${method} ${path} → ${answer.status} ${answer.body.code}`;
    expectSecurityHeaders(label, answer.headers);
    expect(answer.headers['cache-control'], label).toBe('no-store');
    expect(answer.headers['content-type'], label).toContain('application/json');
    statuses.add(answer.status);
  }
  expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 401, 404, 422]));
  // The audit's CSV (the administrator's): a file, and no more storable than the rest.
  const admin = { 'cv-staff-token': await staffToken(request, 'admin') };
  const csv = await request.get('/api/staff/audit/v1?format=csv', { headers: { ...admin, 'X-Forwarded-For': someIp() } });
  expectSecurityHeaders('the audit CSV', csv.headers());
  expect(csv.headers()['cache-control']).toBe('no-store');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['content-disposition']).toContain('attachment');
  const lines = (await csv.text()).split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFF"編號","時間（台北）","人員","動作","類別","紀錄","變更前","變更後","時間（UTC ISO）","動作代碼","類別代碼","變更前（原始資料）","變更後（原始資料）"',
  );
});
