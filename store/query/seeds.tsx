'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { cacheKey } from './cache-slice';

/** An answer a server page read for its client components: what `endpoint` called with `arg` would answer. */
export interface QuerySeed {
  endpoint: string;
  arg?: unknown;
  data: unknown;
}

const SeedContext = createContext<ReadonlyMap<string, unknown>>(new Map());

/**
 * Gives the queries inside the answers the server page read already, so that the page renders with its data
 * on the server, hydrates as it was rendered, and asks the API for none of them (each enters the store's
 * cache once its query mounts).
 */
export function QuerySeeds({ seeds, children }: { seeds: readonly QuerySeed[]; children: ReactNode }) {
  const byKey = useMemo(() => new Map(seeds.map((seed) => [cacheKey(seed.endpoint, seed.arg), seed.data])), [seeds]);
  return <SeedContext.Provider value={byKey}>{children}</SeedContext.Provider>;
}

/** The seeded answer for a cache key, if the page has one. */
export const useSeed = (key: string | null) => {
  const seeds = useContext(SeedContext);
  return key === null ? undefined : seeds.get(key);
};
