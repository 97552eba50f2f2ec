/** @jest-environment node */
import { cached } from './cached';
import { invalidate } from './invalidate';
import { invalidateAt } from './invalidate-at';

/** A load that answers when told to, and counts how often it ran. */
function gate<T>() {
  let calls = 0;
  const pending: ((value: T) => void)[] = [];
  const load = () => {
    calls += 1;
    return new Promise<T>((resolve) => pending.push(resolve));
  };
  return { load, calls: () => calls, answer: (value: T) => pending.shift()!(value) };
}

let n = 0;
const key = () => `test:${(n += 1)}`;

test('reads share one load until invalidate() of its tag; then the next read loads again', async () => {
  const families = key();
  let version = 0;
  const load = jest.fn(async () => (version += 1));
  expect(await Promise.all([cached(families, ['catalog'], 60_000, load), cached(families, ['catalog'], 60_000, load)])).toEqual([1, 1]);
  expect(await cached(families, ['catalog'], 60_000, load)).toBe(1);
  expect(load).toHaveBeenCalledTimes(1);
  invalidate('catalog');
  expect(await cached(families, ['catalog'], 60_000, load)).toBe(2);
  expect(load).toHaveBeenCalledTimes(2);
});

test('invalidate() leaves the entries of other tags alone, and reaches an entry by any of its tags', async () => {
  const news = key();
  const both = key();
  const newsLoad = jest.fn(async () => 'news');
  const bothLoad = jest.fn(async () => 'both');
  await cached(news, ['news'], 60_000, newsLoad);
  await cached(both, ['news', 'magazine'], 60_000, bothLoad);
  invalidate('catalog', 'address');
  invalidate();
  await cached(news, ['news'], 60_000, newsLoad);
  await cached(both, ['news', 'magazine'], 60_000, bothLoad);
  expect([newsLoad.mock.calls.length, bothLoad.mock.calls.length]).toEqual([1, 1]);
  invalidate('magazine');
  await cached(news, ['news'], 60_000, newsLoad);
  await cached(both, ['news', 'magazine'], 60_000, bothLoad);
  expect([newsLoad.mock.calls.length, bothLoad.mock.calls.length]).toEqual([1, 2]);
});

test('a load under way when its tag is invalidated answers its own readers but is never kept: the old value is not stored after', async () => {
  const issues = key();
  const slow = gate<string>();
  const before = cached(issues, ['magazine'], 60_000, slow.load);
  invalidate('magazine');
  const after = cached(issues, ['magazine'], 60_000, slow.load);
  expect(slow.calls()).toBe(2);
  slow.answer('old');
  slow.answer('new');
  expect([await before, await after]).toEqual(['old', 'new']);
  expect(await cached(issues, ['magazine'], 60_000, slow.load)).toBe('new');
  expect(slow.calls()).toBe(2);
});

test('a failed load is not kept, and does not drop the newer entry that replaced it', async () => {
  const cities = key();
  let fail!: (error: Error) => void;
  const failing = cached(cities, ['address'], 60_000, () => new Promise<string>((_, reject) => (fail = reject)));
  invalidate('address');
  const good = jest.fn(async () => 'cities');
  expect(await cached(cities, ['address'], 60_000, good)).toBe('cities');
  fail(new Error('database away'));
  await expect(failing).rejects.toThrow('database away');
  expect(await cached(cities, ['address'], 60_000, good)).toBe('cities');
  expect(good).toHaveBeenCalledTimes(1);

  const broken = key();
  await expect(cached(broken, ['address'], 60_000, async () => Promise.reject(new Error('once')))).rejects.toThrow('once');
  expect(await cached(broken, ['address'], 60_000, async () => 'again')).toBe('again');
});

test('an entry older than its time is read again', async () => {
  const towns = key();
  const load = jest.fn(async () => 'towns');
  await cached(towns, ['address'], 0, load);
  await cached(towns, ['address'], 0, load);
  expect(load).toHaveBeenCalledTimes(2);
});

test('an entry loaded before a time a read named (a price list of a day) is loaded again at that time, before any timer ran', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'clearTimeout'] });
  try {
    const prices = key();
    const at = Date.now() + 60_000;
    jest.setSystemTime(at - 1_000);
    let version = 0;
    const load = jest.fn(async () => (version += 1));
    expect(await cached(prices, ['catalog'], 60_000, load)).toBe(1);
    invalidateAt('catalog', at);
    expect(await cached(prices, ['catalog'], 60_000, load)).toBe(1);
    jest.setSystemTime(at);
    expect(await cached(prices, ['catalog'], 60_000, load)).toBe(2);
    expect(await cached(prices, ['catalog'], 60_000, load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});
