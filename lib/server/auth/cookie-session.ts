import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIES } from '@/lib/api/session-cookie';
import type { Executor } from '../db/client';
import { ApiFailure } from '../core/api-failure';
import { resolveSession, type AuthContext } from './sessions';

/**
 * The live web session named by the browser's session cookie, for a server page to decide what it answers;
 * null without one (no cookie, ended, expired, a password-change session). It never authorises an API call.
 */
export async function cookieSession(db: Executor): Promise<AuthContext | null> {
  const jar = await cookies();
  const token = SESSION_COOKIES.map((name) => jar.get(name)?.value).find(Boolean);
  if (!token || token.length > 200) return null;
  const session = await resolveSession(db, token).catch((error: unknown) => {
    if (error instanceof ApiFailure) return null;
    throw error;
  });
  return session?.purpose === 'web' ? session : null;
}
