import 'server-only';
import { and, eq, gt, sql, sum } from 'drizzle-orm';
import type { Executor } from './db/client';
import { rateLimits } from './db/schema';
import { tooMany } from './core/api-failure';

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

/**
 * Counts a hit of each rule, in order, whether or not the request then succeeds; R00429 with Retry-After at the
 * first spent one (a form a visitor may send without an account: a booking, a quote request).
 */
export async function consumeEach(db: Executor, rules: readonly RateRule[], now = Date.now()) {
  for (const rule of rules) {
    const verdict = await consumeRate(db, rule, now);
    if (!verdict.allowed) throw tooMany('R00429', verdict.retryAfter);
  }
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

/**
 * A hit of each rule counted and judged in one statement, for a path that may cost one query only
 * (every console call). With `distinct`, its rule counts an item once per its window: the item's
 * mark (`key:item`, in a bucket of the window's length) is written first, and the rule's count grows
 * only when the mark is new; as buckets turn, an item may count twice within a window, never more.
 * The answer holds every rule counted by this hit: a distinct rule is missing when its item was seen.
 */
export async function consumeRates(
  db: Executor,
  rules: RateRule[],
  distinct?: RateRule & { item: string },
  now = Date.now(),
): Promise<Map<string, { allowed: boolean; retryAfter: number; count: number }>> {
  const bucket = bucketOf(now).toISOString();
  const windows = distinct ? [...rules, distinct] : rules;
  const markKey = distinct ? `${distinct.key}:${distinct.item}` : null;
  const markBucket = distinct
    ? new Date(Math.floor(now / (distinct.windowSeconds * 1000)) * distinct.windowSeconds * 1000).toISOString()
    : null;
  const hits = sql.join(
    [
      ...rules.map((rule) => sql`(${rule.key}, ${bucket}::timestamptz, 1)`),
      ...(markKey ? [sql`(${markKey}, ${markBucket}::timestamptz, 1)`] : []),
    ],
    sql`, `,
  );
  const cutoffs = sql.join(
    windows.map((rule) => sql`(${rule.key}, ${new Date(now - rule.windowSeconds * 1000).toISOString()}::timestamptz)`),
    sql`, `,
  );
  // A data-modifying CTE's rows are not seen by the rest of the statement: the earlier buckets are
  // summed from the table and this bucket's count is taken from what the upserts return.
  const result = (await db.execute(sql`
    with hits as (
      insert into rate_limits (key, window_start, count) values ${hits}
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning key, count
    ), fresh as (
      insert into rate_limits (key, window_start, count)
      select ${distinct?.key ?? null}::text, ${bucket}::timestamptz, 1 from hits where key = ${markKey}::text and count = 1
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning key, count
    ), counted as (
      select key, count from hits where key is distinct from ${markKey}::text
      union all
      select key, count from fresh
    )
    select counted.key, counted.count + coalesce(sum(earlier.count), 0) as total, min(earlier.window_start) as oldest
    from counted
    join (values ${cutoffs}) as w (key, cutoff) on w.key = counted.key
    left join rate_limits earlier on earlier.key = counted.key and earlier.window_start > w.cutoff and earlier.window_start < ${bucket}::timestamptz
    group by counted.key, counted.count
  `)) as unknown as { rows: { key: string; total: string | number; oldest: string | Date | null }[] };
  const verdicts = new Map<string, { allowed: boolean; retryAfter: number; count: number }>();
  for (const row of result.rows) {
    const rule = windows.find((candidate) => candidate.key === row.key)!;
    const oldest = row.oldest ? new Date(row.oldest).getTime() : new Date(bucket).getTime();
    const count = Number(row.total);
    verdicts.set(row.key, {
      allowed: count <= rule.limit,
      retryAfter: Math.max(1, (oldest + rule.windowSeconds * 1000 + BUCKET_MS - now) / 1000),
      count,
    });
  }
  return verdicts;
}
