// What a load balancer and a host's service manager ask of an instance (issue 21), answered before Next:
// /healthz while the process serves at all (liveness); /readyz whether it should be sent requests now
// (readiness): not while it drains after SIGTERM, nor while its database is unreachable or behind the
// migrations this build carries. Plain text, never cached, never kept by the page cache.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { openedDatabase } from '@/lib/server/db/handle';
import type { OpenDatabase } from '@/lib/server/db/client';

export const LIVE_PATH = '/healthz';
export const READY_PATH = '/readyz';
const CHECK_TIMEOUT_MS = 2000;

/** When the newest migration of this build was made (drizzle records it as the migration's created_at); read once. */
let newestOfBuild: number | undefined;
const newestMigration = () => {
  if (newestOfBuild === undefined) {
    const journal = new URL('../../lib/server/db/migrations/meta/_journal.json', import.meta.url);
    const { entries } = JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number }[] };
    newestOfBuild = Math.max(...entries.map((entry) => entry.when));
  }
  return newestOfBuild;
};

const inTime = <T>(work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref())]);

/** Why this instance should not be sent requests now; null when it should. */
export async function notReady(draining: boolean): Promise<string | null> {
  if (draining) return 'draining';
  const opening = openedDatabase<OpenDatabase>();
  if (!opening) return 'database not open yet';
  try {
    const { db } = await inTime(opening);
    const result = await inTime(db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`));
    const newest = Number((result as unknown as { rows: { newest: string | number | null }[] }).rows[0]?.newest ?? 0);
    return newest < newestMigration() ? 'migrations behind' : null;
  } catch {
    return 'database unreachable';
  }
}

/** Answers /healthz and /readyz; false for any other request. */
export function answerHealth(request: IncomingMessage, response: ServerResponse, draining: () => boolean): boolean {
  const path = (request.url ?? '').split('?')[0];
  if (path !== LIVE_PATH && path !== READY_PATH) return false;
  const send = (status: number, text: string) => {
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : text);
  };
  if (path === LIVE_PATH) send(200, 'live');
  else
    void notReady(draining()).then(
      (reason) => (reason ? send(503, `not ready: ${reason}`) : send(200, 'ready')),
      () => send(503, 'not ready'),
    );
  return true;
}
