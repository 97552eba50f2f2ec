import 'server-only';
import { processSlot } from '@/lib/process-slots';
import { type CacheTag, registerCache } from './invalidate';
import { changedSince } from './invalidate-at';

interface Entry {
  at: number;
  tags: readonly CacheTag[];
  value: Promise<unknown>;
}

// One map per process: Next loads this module once per layer (pages, route handlers), which share it through
// a process slot (lib/process-slots.js). The first call of any copy makes it and lets invalidate() reach it.
function entries(): Map<string, Entry> {
  return processSlot('data', () => {
    const data = new Map<string, Entry>();
    registerCache((tags) => {
      for (const [key, entry] of data) if (entry.tags.some((tag) => tags.has(tag))) data.delete(key);
    });
    return data;
  });
}

/**
 * Public data (catalog, content, addresses) read at most once per `ttlMs` in this process and shared by every
 * request: reads under way share one load, a failed load is not kept, and invalidate() of one of `tags` drops the
 * entry, a load then under way included (its answer goes to its own readers, never into the cache); so does a
 * time named for one of `tags` (invalidateAt) that came after the load began.
 */
export function cached<T>(key: string, tags: readonly CacheTag[], ttlMs: number, load: () => PromiseLike<T>): Promise<T> {
  const data = entries();
  const hit = data.get(key);
  if (hit && Date.now() - hit.at < ttlMs && !changedSince(hit.tags, hit.at)) return hit.value as Promise<T>;
  // Drizzle's query builders are lazy thenables that query again on every await: settle once here.
  const value = Promise.resolve(load());
  const entry = { at: Date.now(), tags, value };
  data.set(key, entry);
  // Only this load's entry goes: a newer one under the same key, read after an invalidate(), stays.
  value.catch(() => data.get(key) === entry && data.delete(key));
  return value;
}
