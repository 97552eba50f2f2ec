// The caches of public data in this process (the data cache of Next's bundle, lib/server/cache/cached.ts, and the
// runtime's page cache, lib/runtime/page-cache.ts) and the one way to invalidate them: by tag. Next's bundle and the
// runtime each load their own copy of this module, so the caches are listed in a process slot (lib/process-slots.js),
// as the database handle is (lib/server/db/handle.ts); only these functions touch the list. No 'server-only': the
// runtime imports it.
import { processSlot } from '@/lib/process-slots';

/** What public data a cached answer or a kept page shows; a change to that data invalidates its tag. */
export const CACHE_TAGS = ['catalog', 'news', 'magazine', 'address', 'media', 'dealers'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** What a cache does when tags are invalidated: drops its entries of any of them. */
export type DropTags = (tags: ReadonlySet<CacheTag>) => void;

const slot = processSlot('caches', (): { drops: Set<DropTags>; broadcast?: (tags: CacheTag[]) => void } => ({ drops: new Set() }));

/** Lets invalidate() reach a cache of this process; returns how to leave again. */
export function registerCache(drop: DropTags): () => void {
  slot.drops.add(drop);
  return () => {
    slot.drops.delete(drop);
  };
}

/** Drops this process's entries of the tags: what another instance's change asks for. */
export function dropHere(tags: Iterable<CacheTag>): void {
  const dropped = new Set(tags);
  for (const drop of slot.drops) drop(dropped);
}

/**
 * How the other instances on one PostgreSQL are told (lib/server/cache/cache-channel.ts, set when the
 * database opens); with the embedded database there is only this process.
 */
export function setBroadcast(broadcast: ((tags: CacheTag[]) => void) | null): void {
  slot.broadcast = broadcast ?? undefined;
}

/**
 * The one entry point for a change to public data (the staff console's, a re-seed's): every cached answer and every
 * kept page of these tags goes, here at once and in every other instance as soon as PostgreSQL tells it (NOTIFY),
 * so the next request anywhere reads the database.
 */
export function invalidate(...tags: CacheTag[]): void {
  dropHere(tags);
  slot.broadcast?.(tags);
}
