/** @jest-environment node */
import { NextRequest } from 'next/server';
import { config, middleware } from './middleware';
import { SESSION_COOKIE } from './lib/api/session-cookie';
import { MIDDLEWARE_MATCHER } from './lib/urls/routing.mjs';

const SECURE_NAME = '__Host-cv-session';
const request = (url: string, cookie?: string, name = SESSION_COOKIE) =>
  new NextRequest(new URL(url, 'http://portal.test'), { headers: cookie ? { cookie: `${name}=${cookie}` } : {} });

describe('middleware', () => {
  it('sends an anonymous visitor of /member/* to login, remembering where they were going', () => {
    const response = middleware(request('/member/purchase?tab=0'));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/login/0');
    expect(location.searchParams.get('returnTo')).toBe('/member/purchase?tab=0');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets a member with the session cookie through', () => {
    const response = middleware(request('/member/info', 'abc'));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('clears the session cookie when the forget query is non-empty', () => {
    const response = middleware(request('/login?forget=1', 'abc'));
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`, 'i'));
  });

  it('keeps the cookie when the forget query is empty', () => {
    const response = middleware(request('/login?forget=', 'abc'));
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('treats a member page with ?forget= as anonymous: the login page gets forget, the return address not', () => {
    const response = middleware(request('/member/info?forget=1&x=2', 'abc'));
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/login/0');
    expect(location.searchParams.get('forget')).toBe('1');
    expect(location.searchParams.get('returnTo')).toBe('/member/info?x=2');
    expect(response.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=;`);
  });

  it('lets a member with the __Host- cookie (the HTTPS name) through', () => {
    const response = middleware(request('/member/info', 'abc', SECURE_NAME));
    expect(response.headers.get('location')).toBeNull();
  });

  it('clears both names on ?forget=, the __Host- one with Secure and Path=/ so a browser takes it', () => {
    const response = middleware(request('/login?forget=1', 'abc', SECURE_NAME));
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`))).toBeDefined();
    const secure = cookies.find((cookie) => cookie.startsWith(`${SECURE_NAME}=;`));
    expect(secure).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(secure).toMatch(/; Secure/i);
    expect(secure).toMatch(/; Path=\//i);
  });

  it("gives each page a policy with a nonce of its own, passed to Next's render and sent to the browser, and no inline script without it", () => {
    const policies = ['/', '/vehicleowner', '/member/info'].map((path) => {
      const response = middleware(request(path, 'abc'));
      const sent = response.headers.get('content-security-policy')!;
      // NextResponse.next({ request: { headers } }) hands the render its request headers under this prefix.
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(sent);
      const scripts = /script-src ([^;]*)/.exec(sent)![1].split(' ');
      expect(scripts).not.toContain("'unsafe-inline'");
      return scripts.find((source) => source.startsWith("'nonce-"));
    });
    // 128 random bits in base64.
    for (const nonce of policies) expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(new Set(policies).size).toBe(3);
  });

  it('does not guard paths that only start with the same letters', () => {
    expect(middleware(request('/membership')).headers.get('location')).toBeNull();
  });

  // Next reads config.matcher only as a literal in middleware.ts, so it cannot import the list.
  it("runs where lib/urls/routing.mjs says: the matcher is that module's", () => {
    expect(config.matcher).toEqual([MIDDLEWARE_MATCHER]);
  });
});
