import { processSlot } from '@/lib/process-slots';
import type { CacheTag } from './invalidate';

// No 'server-only': the runtime's page cache (lib/runtime/page-cache.ts) asks it too. Next's bundle and
// the runtime each load their own copy of this module, so the times are kept in a process slot (lib/process-slots.js).
const times = processSlot('times', () => new Map<CacheTag, { upcoming: Set<number>; lastCame: number }>());

const timesOf = (tag: CacheTag) => {
  let own = times.get(tag);
  if (!own) times.set(tag, (own = { upcoming: new Set<number>(), lastCame: 0 }));
  return own;
};

/**
 * Data that changes by itself at a time (a scheduled news item, a price list from its day): the reads
 * leave out what is not yet due and name the next such time here. From that time on, whatever this
 * process keeps of the tag from before it (a cached answer, a kept page) is read again at its next use.
 * It is asked then, not told by a timer: a timer fires late on a busy machine, and a read in between (one
 * that already sees the item and names no later time) must not leave the older copies in place.
 */
export function invalidateAt(tag: CacheTag, next: number | null) {
  if (next !== null) timesOf(tag).upcoming.add(next);
}

/** The latest time named for `tag` that has come by `now`. */
function lastCame(tag: CacheTag, now: number): number {
  const own = timesOf(tag);
  for (const at of own.upcoming) {
    if (at > now) continue;
    own.upcoming.delete(at);
    own.lastCame = Math.max(own.lastCame, at);
  }
  return own.lastCame;
}

/** Whether a time named for one of `tags` came after `since` (when a copy's data was read), by `now`. */
export function changedSince(tags: readonly CacheTag[], since: number, now = Date.now()): boolean {
  return tags.some((tag) => lastCame(tag, now) > since);
}
