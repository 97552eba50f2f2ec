import 'server-only';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { SESSION_ABSOLUTE_MS } from '../auth/policy';

const secure = process.env.NODE_ENV === 'production' && !process.env.INSECURE_COOKIES ? '; Secure' : '';

/** The server-side mirror of the token for middleware (DESIGN.md); it never authorises an API call. */
export const sessionCookieHeader = (token: string) =>
  `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_ABSOLUTE_MS / 1000}${secure}`;

export const clearedSessionCookieHeader = () => `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
