import { FORGET_PARAM } from '@/lib/urls/params.mjs';

/**
 * The HttpOnly cookie that mirrors the login token for the server side only: middleware reads it to
 * guard /member/* and clears it on `?forget=`. It never authorises an API call (those need `cv-web-token`).
 * Over HTTPS it is SECURE_SESSION_COOKIE (ASVS 5.0: `__Host-`, so Secure, Path=/ and no Domain, which
 * no subdomain or plain-http page can set); over plain http (the local demo, tests) SESSION_COOKIE.
 */
export const SESSION_COOKIE = 'cv-session';
export const SECURE_SESSION_COOKIE = '__Host-cv-session';
export const SESSION_COOKIES = [SECURE_SESSION_COOKIE, SESSION_COOKIE];

/** Whether the URL asks to clear any stored login (docs/product.md, Session). */
export const hasForgetParam = (params: URLSearchParams) => (params.get(FORGET_PARAM) ?? '') !== '';
