import 'server-only';
import { cookieSession } from '../auth/cookie-session';
import { getDb } from '../db/client';

/**
 * The member of the browser's live session cookie, for a member page that renders the member's data on the
 * server (its calls would answer the same); null without one, and the browser then decides.
 */
export async function pageMember() {
  const db = await getDb();
  const auth = await cookieSession(db);
  return auth ? { db, auth, memberId: auth.memberId } : null;
}

/** An answer as the API sends it (JSON), so the page renders what its call would have given. */
export const asSent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
