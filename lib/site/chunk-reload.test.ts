import { claimReload, isChunkLoadError } from './chunk-reload';

function marks() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('chunk-load failures', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
    new Error('Loading chunk static/chunks/0abc.js failed'),
    new TypeError('Failed to fetch dynamically imported module: http://x/_next/static/chunks/a.js'),
    new Error('Failed to load chunk /_next/static/chunks/43_bu8imffghg.js from module 67322'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), 'Loading chunk 1 failed', null])('ignores %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });

  it('reloads at most once per path within 10 seconds', () => {
    const store = marks();
    expect(claimReload(store, '/news', 1_000)).toBe(true);
    expect(claimReload(store, '/news', 10_999)).toBe(false);
    expect(claimReload(store, '/magazine', 10_999)).toBe(true);
    expect(claimReload(store, '/news', 11_000)).toBe(true);
  });
});
