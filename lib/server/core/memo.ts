import 'server-only';

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/**
 * A per-process cache of answers that change only when reference data is re-seeded or edited
 * (catalog, addresses); a failed load is not kept.
 */
export function createMemo(ttlMs: number) {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
      // Drizzle's query builders are lazy thenables that query again on every await: settle once here.
      const value = Promise.resolve(load());
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
