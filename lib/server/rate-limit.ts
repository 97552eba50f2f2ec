import 'server-only';
import { and, eq, gt, sql, sum } from 'drizzle-orm';
import type { Executor } from './db/client';
import { rateLimits } from './db/schema';

export interface RateRule {
  /** Counter name and subject, e.g. `login-fail:ip:` + the client address. */
  key: string;
  limit: number;
  windowSeconds: number;
}

const BUCKET_MS = 60_000;
const bucketOf = (now: number) => new Date(Math.floor(now / BUCKET_MS) * BUCKET_MS);

/** How many hits a rule has in its window: the sum of the one-minute buckets it covers. */
async function countInWindow(db: Executor, rule: RateRule, now: number) {
  const [row] = await db
    .select({ total: sum(rateLimits.count), oldest: sql<string | null>`min(${rateLimits.windowStart})` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, rule.key), gt(rateLimits.windowStart, new Date(now - rule.windowSeconds * 1000))));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now;
  return { count: Number(row?.total ?? 0), retryAfter: Math.max(1, (oldest + rule.windowSeconds * 1000 + BUCKET_MS - now) / 1000) };
}

/**
 * Counts a hit first and then judges it, so parallel requests cannot slip past the limit together:
 * the (limit + 1)-th hit within the window is refused.
 */
export async function consumeRate(db: Executor, rule: RateRule, now = Date.now()) {
  await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart: bucketOf(now), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } });
  const state = await countInWindow(db, rule, now);
  return { allowed: state.count <= rule.limit, retryAfter: state.retryAfter, count: state.count };
}

/** Whether a rule is already spent, without counting a hit. */
export async function peekRate(db: Executor, rule: RateRule, now = Date.now()) {
  const state = await countInWindow(db, rule, now);
  return { allowed: state.count < rule.limit, retryAfter: state.retryAfter };
}

/** Takes back one hit of this minute (a login that turned out right). */
export async function refundRate(db: Executor, key: string, now = Date.now()) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, bucketOf(now))));
}

export async function clearRate(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
