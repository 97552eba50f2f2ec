/** @jest-environment node */

// Which name the server-side copy of the login gets (lib/server/http/session-cookie.ts); the HTTP
// suite (e2e/api/session-cookie.spec.ts) covers the proxy's word, this the configured public origin.

type Module = typeof import('./session-cookie');

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** The module as loaded under `env` (kept until the test ends: the proxy setting is read per call). */
function loadWith(env: Record<string, string>): Module {
  Object.assign(process.env, env);
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('./session-cookie');
  });
  return loaded!;
}

const plain = new Headers();
const claimsHttps = new Headers({ 'x-forwarded-proto': 'https' });

describe('the session cookie', () => {
  it('is __Host-cv-session with Secure, Path=/ and no Domain when the public origin is https', () => {
    const cookie = loadWith({ NEXT_PUBLIC_SITE_URL: 'https://portal.example.com', TRUSTED_PROXY_HOPS: '0' });
    const header = cookie.sessionCookieHeader('t0ken', plain);
    expect(header).toMatch(/^__Host-cv-session=t0ken; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    expect(header).not.toMatch(/Domain/i);
  });

  it('is cv-session over plain http, where a client cannot claim https without a trusted proxy', () => {
    const cookie = loadWith({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000', TRUSTED_PROXY_HOPS: '0' });
    expect(cookie.sessionCookieHeader('t0ken', claimsHttps)).toMatch(/^cv-session=t0ken;/);
  });

  it('follows the nearest trusted proxy', () => {
    const cookie = loadWith({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000', TRUSTED_PROXY_HOPS: '1' });
    expect(cookie.sessionCookieHeader('t0ken', claimsHttps)).toMatch(/^__Host-cv-session=t0ken;.*; Secure$/);
    expect(cookie.sessionCookieHeader('t0ken', new Headers({ 'x-forwarded-proto': 'https, http' }))).toMatch(/^cv-session=/);
  });

  it('is cleared under both names, the __Host- one with Secure', () => {
    const [secure, plainName] = loadWith({}).clearedSessionCookieHeaders();
    expect(secure).toMatch(/^__Host-cv-session=; Path=\/;.*Max-Age=0; Secure$/);
    expect(plainName).toMatch(/^cv-session=; Path=\/;.*Max-Age=0/);
  });
});
