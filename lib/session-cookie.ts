/**
 * The HttpOnly cookie that mirrors the login token for the server side only: middleware reads it to
 * guard /member/* and clears it on `?forget=`. It never authorises an API call (those need `cv-web-token`).
 */
export const SESSION_COOKIE = 'cv-session';

/** The query parameter that, when non-empty, clears any stored login (SPEC §2, §4). */
export const FORGET_PARAM = 'forget';

export const hasForgetParam = (params: URLSearchParams) => (params.get(FORGET_PARAM) ?? '') !== '';

/** Where an anonymous visitor to a member page is sent; `returnTo` brings them back after login. */
export function loginRedirectPath(pathWithQuery: string) {
  return `/login/0?returnTo=${encodeURIComponent(pathWithQuery)}`;
}
