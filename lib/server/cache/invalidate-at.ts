import 'server-only';
import { dropHere, type CacheTag } from './invalidate';

// setTimeout's longest wait; a time further off is looked at again then.
const LONGEST_TIMER_MS = 2_147_000_000;
const holder = globalThis as typeof globalThis & {
  __portalWakeTimers?: Map<CacheTag, { at: number; timer: ReturnType<typeof setTimeout> }>;
};

/**
 * Data that changes by itself at a time (a scheduled news item, a price list from its day): the reads
 * leave out what is not yet due and name the next such time here; at that time this process's caches of
 * the tag are dropped, so what is kept in memory shows it within a second.
 * Each process keeps one timer a tag, set from what its reads see (never from a load that an
 * invalidation made stale); nothing is written.
 */
export function invalidateAt(tag: CacheTag, next: number | null, now = Date.now()) {
  const timers = (holder.__portalWakeTimers ??= new Map());
  const armed = timers.get(tag);
  if ((armed?.at ?? null) === next) return;
  clearTimeout(armed?.timer);
  timers.delete(tag);
  if (next === null) return;
  const timer = setTimeout(
    () => {
      timers.delete(tag);
      // Every instance keeps its own timer from its own reads: nobody else needs telling.
      dropHere([tag]);
    },
    Math.min(Math.max(next - now, 0) + 50, LONGEST_TIMER_MS),
  );
  timer.unref?.();
  timers.set(tag, { at: next, timer });
}
