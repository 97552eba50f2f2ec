import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from './db/client';
import { rateLimits } from './db/schema';

export interface RateRule {
  /** Counter name and subject, e.g. `login-fail:account:` + e-mail. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateState {
  /** Weighted count over the sliding window (this bucket plus the overlapping part of the last). */
  count: number;
  retryAfter: number;
}

function buckets(rule: RateRule, now: number) {
  const size = rule.windowSeconds * 1000;
  const current = Math.floor(now / size) * size;
  return { current: new Date(current), previous: new Date(current - size), elapsed: (now - current) / size };
}

/** The sliding-window count for a rule, without adding to it. */
export async function peekRate(db: Executor, rule: RateRule, now = Date.now()): Promise<RateState> {
  const { current, previous, elapsed } = buckets(rule, now);
  const rows = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, rule.key), inArray(rateLimits.windowStart, [current, previous])));
  let count = 0;
  for (const row of rows) {
    count += row.windowStart.getTime() === current.getTime() ? row.count : row.count * (1 - elapsed);
  }
  return { count, retryAfter: rule.windowSeconds * (1 - elapsed) };
}

/** Adds one to a rule's counter. */
export async function addRate(db: Executor, rule: RateRule, now = Date.now()): Promise<void> {
  const { current } = buckets(rule, now);
  await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart: current, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } });
}

/** Counts this request and tells whether it is within the limit. */
export async function consumeRate(db: Executor, rule: RateRule, now = Date.now()) {
  const before = await peekRate(db, rule, now);
  if (before.count >= rule.limit) return { allowed: false, retryAfter: before.retryAfter };
  await addRate(db, rule, now);
  return { allowed: true, retryAfter: 0 };
}

export async function clearRate(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
