import { NextResponse, type NextRequest } from 'next/server';
import { hasForgetParam, SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_COOKIES } from '@/lib/api/session-cookie';
import { loginPath } from '@/lib/urls/account.mjs';
import { FORGET_PARAM } from '@/lib/urls/params.mjs';
import { isMemberPath } from '@/lib/urls/routing.mjs';
import { contentSecurityPolicy, newNonce, securityHeaders } from '@/lib/security-headers';

// Runs before every page: gives it a Content-Security-Policy with a nonce of its own (Next reads the
// nonce from the request's header and puts it on every script it writes), clears the server-side login
// on `?forget=` and keeps anonymous visitors out of /member/*. The persisted client state is cleared by
// the browser when it sees the same query.
export function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const forget = hasForgetParam(searchParams);
  const signedIn = !forget && SESSION_COOKIES.some((name) => Boolean(request.cookies.get(name)?.value));

  let response: NextResponse;
  if (isMemberPath(pathname) && !signedIn) {
    const kept = new URLSearchParams(searchParams);
    kept.delete(FORGET_PARAM);
    const query = kept.size > 0 ? `?${kept}` : '';
    const target = new URL(loginPath({ returnTo: `${pathname}${query}` }), request.url);
    // The browser clears its stored login where it sees the query, so the login page carries it on.
    if (forget) target.searchParams.set(FORGET_PARAM, searchParams.get(FORGET_PARAM)!);
    response = NextResponse.redirect(target);
    for (const { key, value } of securityHeaders) response.headers.set(key, value);
  } else {
    const policy = contentSecurityPolicy([`'nonce-${newNonce()}'`]);
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', policy);
    response = NextResponse.next({ request: { headers } });
    response.headers.set('Content-Security-Policy', policy);
  }
  if (forget) {
    response.cookies.delete(SESSION_COOKIE);
    // A browser takes a __Host- cookie, even an expired one, only with Secure.
    response.cookies.set(SECURE_SESSION_COOKIE, '', { path: '/', maxAge: 0, secure: true, httpOnly: true, sameSite: 'lax' });
  }
  return response;
}

// Next reads the matcher only as a literal here; it is lib/urls/routing.mjs's MIDDLEWARE_MATCHER (middleware.test.ts).
export const config = {
  matcher: ['/((?!api/|_next/|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|images/|media/).*)'],
};
