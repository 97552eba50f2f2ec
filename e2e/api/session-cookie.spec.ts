import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { call, DEMO } from './support';

// The server-side copy of the login (lib/server/http/session-cookie.ts, middleware.ts): `__Host-cv-session`
// with Secure, Path=/ and no Domain where the visitor came over HTTPS (the test server trusts one proxy,
// whose X-Forwarded-Proto the tests play), `cv-session` over plain http; middleware honours both.

const HTTPS = { 'X-Forwarded-Proto': 'https' };

const setCookies = (headers: { name: string; value: string }[]) =>
  headers.filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);

async function signIn(request: APIRequestContext, headers: Record<string, string>) {
  const answer = await call<{ token: string }>(request, 'POST', '/login/v1', {
    body: { account: DEMO.individual, password: DEMO.password },
    headers,
  });
  expect(answer.body.code).toBe('L00001');
  return { token: answer.body.data.token, cookie: answer.headers['set-cookie'] };
}

test('over HTTPS the login sets __Host-cv-session with Secure, Path=/ and no Domain', async ({ request }) => {
  const { token, cookie } = await signIn(request, HTTPS);
  expect(cookie).toMatch(new RegExp(`^__Host-cv-session=${token};`));
  const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
  expect(attributes).toEqual(expect.arrayContaining(['path=/', 'secure', 'httponly', 'samesite=lax']));
  expect(attributes.some((attribute) => attribute.startsWith('domain'))).toBe(false);
});

test('over plain http the login sets cv-session, and a client-sent X-Forwarded-Proto beyond our proxy does not count', async ({
  request,
}) => {
  expect((await signIn(request, {})).cookie).toMatch(/^cv-session=/);
  // Our one proxy's entry is the last: what a client put before it is not the protocol it used.
  expect((await signIn(request, { 'X-Forwarded-Proto': 'https, http' })).cookie).toMatch(/^cv-session=/);
});

test('logout clears both names, the __Host- one with Secure', async ({ request }) => {
  const { token } = await signIn(request, HTTPS);
  const response = await request.post('/api/login/v1/logout', {
    headers: { 'cv-web-token': token, 'Content-Type': 'application/json', ...HTTPS },
    data: '{}',
  });
  expect((await response.json()).code).toBe('00000');
  const cleared = setCookies(response.headersArray());
  expect(cleared.find((c) => c.startsWith('__Host-cv-session=;'))).toMatch(/Max-Age=0.*Secure|Secure.*Max-Age=0/);
  expect(cleared.find((c) => c.startsWith('cv-session=;'))).toContain('Max-Age=0');
});

const expectCleared = (response: APIResponse, name: string) => {
  const cookie = setCookies(response.headersArray()).find((c) => c.startsWith(`${name}=`));
  expect(cookie, name).toBeDefined();
  expect(cookie!).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  expect(cookie!).toContain('Path=/');
  if (name.startsWith('__Host-')) expect(cookie!).toContain('Secure');
};

test('middleware lets either name into a member page, and ?forget= clears both', async ({ request, playwright, baseURL }) => {
  const { token } = await signIn(request, HTTPS);
  // A context of its own, so that no cookie the other calls left is sent.
  const browser = await playwright.request.newContext({ baseURL });
  for (const name of ['__Host-cv-session', 'cv-session']) {
    const page = await browser.get('/member/purchase', { headers: { Cookie: `${name}=${token}` }, maxRedirects: 0 });
    expect(page.status(), name).toBe(200);
  }
  const anonymous = await browser.get('/member/purchase', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(307);

  const forgotten = await browser.get('/member/purchase?forget=1', {
    headers: { Cookie: `__Host-cv-session=${token}; cv-session=${token}` },
    maxRedirects: 0,
  });
  expect(forgotten.status()).toBe(307);
  expect(forgotten.headers().location).toContain('/login/0');
  expectCleared(forgotten, '__Host-cv-session');
  expectCleared(forgotten, 'cv-session');
  await browser.dispose();
});
