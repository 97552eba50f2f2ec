/** @jest-environment node */
import { openTestDatabase } from '@/lib/testing/test-database';
import type { Db } from './db/client';
import { consumeRate, consumeRates } from './rate-limit';

jest.mock('server-only', () => ({}));

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await openTestDatabase()), 60_000);
afterAll(() => close());

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 28, 9, 0, 0);

describe('consumeRates: several rules in one statement', () => {
  it('counts each rule as consumeRate does, over the buckets of its own window', async () => {
    const minute = { key: 'rates:minute', limit: 3, windowSeconds: 60 };
    const hour = { key: 'rates:hour', limit: 5, windowSeconds: 3600 };
    const counts: string[] = [];
    for (const at of [start, start + 1000, start + MINUTE, start + MINUTE + 1000, start + 2 * MINUTE, start + 2 * MINUTE + 1]) {
      const verdicts = await consumeRates(db, [minute, hour], undefined, at);
      counts.push(`${verdicts.get(minute.key)!.count}/${verdicts.get(hour.key)!.count}`);
    }
    // The minute's rule sees this minute's bucket only; the hour's every bucket since.
    expect(counts).toEqual(['1/1', '2/2', '1/3', '2/4', '1/5', '2/6']);
    const last = await consumeRates(db, [hour], undefined, start + 2 * MINUTE + 2);
    expect(last.get(hour.key)).toMatchObject({ allowed: false, count: 7 });
    // Retry-After as consumeRate says it: until the oldest bucket leaves the window.
    expect(last.get(hour.key)!.retryAfter).toBeCloseTo((start + 3600_000 + MINUTE - (start + 2 * MINUTE + 2)) / 1000);
    expect((await consumeRate(db, { ...hour }, start + 2 * MINUTE + 3)).count).toBe(8);
  });

  it('refuses the hit past the limit and not the one at it', async () => {
    const rule = { key: 'rates:edge', limit: 2, windowSeconds: 60 };
    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push((await consumeRates(db, [rule], undefined, start + i)).get(rule.key)!.allowed);
    expect(allowed).toEqual([true, true, false]);
  });

  it('counts a distinct item once in its window, however often it comes', async () => {
    const calls = { key: 'rates:calls', limit: 100, windowSeconds: 60 };
    const reads = { key: 'rates:reads', limit: 2, windowSeconds: 600 };
    const seen = [];
    for (const [item, at] of [
      ['a', start],
      ['a', start + 1000],
      ['b', start + 2000],
      ['a', start + MINUTE],
      ['c', start + MINUTE + 1],
    ] as const) {
      const verdicts = await consumeRates(db, [calls], { ...reads, item }, at);
      seen.push(`${verdicts.get(calls.key)!.count}:${verdicts.get(reads.key)?.count ?? '-'}`);
    }
    expect(seen).toEqual(['1:1', '2:-', '3:2', '1:-', '2:3']);
  });
});
