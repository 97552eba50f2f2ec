import { expect, test } from '@playwright/test';

// The public pages are answered from memory once rendered (lib/runtime/page-cache.ts); what is
// not the same for everyone never is.

test('a public page is rendered once and then answered from memory, byte for byte, with its headers', async ({ request }) => {
  const path = `/news?page=1&probe=${crypto.randomUUID()}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['x-page-cache']).toBeUndefined();
  const second = await request.get(path);
  expect(second.headers()['x-page-cache']).toBe('hit');
  expect(await second.text()).toBe(await first.text());
  for (const header of ['x-frame-options', 'content-type', 'strict-transport-security']) {
    expect(second.headers()[header], header).toBe(first.headers()[header]);
  }
  // The same policy, but the kept copy names its inline scripts by their hashes: the nonce of the first
  // render would be every later visitor's (lib/runtime/inline-script-policy.ts).
  const withoutScripts = (policy: string) => policy.replace(/script-src [^;]*/, 'script-src');
  expect(withoutScripts(second.headers()['content-security-policy'])).toBe(withoutScripts(first.headers()['content-security-policy']));
  expect(first.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  expect(second.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  const etag = first.headers().etag;
  if (etag) expect((await request.get(path, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
});

test("Next's client navigations, the forget query, member pages and the member API are never answered from memory", async ({ request }) => {
  await request.get('/');
  const navigation = await request.get('/', { headers: { RSC: '1' } });
  expect(navigation.headers()['x-page-cache']).toBeUndefined();
  expect(navigation.headers()['content-type']).toContain('text/x-component');

  for (const path of ['/?forget=1', '/member/purchase', '/api/order/order/v1', '/api/member/member/v1', '/login/0']) {
    await request.get(path, { maxRedirects: 0 });
    const again = await request.get(path, { maxRedirects: 0 });
    expect(again.headers()['x-page-cache'], path).toBeUndefined();
  }
});

test("the API's public reads are answered from memory to a caller without a token, in the envelope with the API's headers", async ({
  request,
}) => {
  const path = '/api/content/news/v1?page=1';
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  const second = await request.get(path);
  expect(second.headers()['x-page-cache']).toBe('hit');
  expect(await second.json()).toEqual(await first.json());
  for (const header of ['x-frame-options', 'content-type', 'cache-control'])
    expect(second.headers()[header], header).toBe(first.headers()[header]);
  const withToken = await request.get(path, { headers: { 'cv-web-token': 'not-a-real-token' } });
  expect(withToken.headers()['x-page-cache']).toBeUndefined();
  expect((await withToken.json()).code).toBe('00000');
});

test('an unknown page is not kept: it stays a 404', async ({ request }) => {
  const path = `/news/${crypto.randomUUID()}`;
  expect((await request.get(path)).status()).toBe(404);
  const again = await request.get(path);
  expect(again.status()).toBe(404);
  expect(again.headers()['x-page-cache']).toBeUndefined();
});

test('a copy is kept under the encoding Next really sent: a deflate answer never goes to a client that did not ask for it', async ({
  request,
}) => {
  const path = `/news?page=1&probe=${crypto.randomUUID()}`;
  const deflated = await request.get(path, { headers: { 'Accept-Encoding': 'deflate' } });
  expect(deflated.status()).toBe(200);
  for (const accept of ['identity', 'gzip', 'deflate, gzip']) {
    for (let round = 0; round < 2; round += 1) {
      const again = await request.get(path, { headers: { 'Accept-Encoding': accept } });
      const encoding = again.headers()['content-encoding'] ?? 'identity';
      expect(accept.split(', ').concat('identity'), `${accept}, round ${round}`).toContain(encoding);
      expect(await again.text()).toContain('</html>');
    }
  }
  const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['x-page-cache']).toBe('hit');
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('every page of the sitemap is the same for everyone: the second request is answered from memory', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    expect((await request.get(path)).status(), path).toBe(200);
    expect((await request.get(path)).headers()['x-page-cache'], path).toBe('hit');
  }
});
