import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { LOCAL_HEADER, localMark } from '@/lib/local-only';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

/**
 * The local outbox is shown only while no SMTP server is configured, and only to a request that
 * lib/runtime/server.ts marked as from this machine (lib/local-only.js): never under plain `next start`.
 * The development server (`npm run dev`, which listens on 127.0.0.1) shows it to whoever reaches it.
 */
export function mailboxEnabled(headers: Pick<Headers, 'get'>) {
  if (process.env.SMTP_URL) return false;
  if (process.env.NODE_ENV === 'development') return true;
  const mark = localMark();
  const sent = headers.get(LOCAL_HEADER);
  if (typeof mark !== 'string' || !sent) return false;
  const [expected, given] = [Buffer.from(mark), Buffer.from(sent)];
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const recentMail = (db: Executor, limit = 50) =>
  db
    .select({ id: outbox.id, to: outbox.toAddress, subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt })
    .from(outbox)
    .where(eq(outbox.decoy, false))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
