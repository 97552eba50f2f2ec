import type { WebStorage } from 'redux-persist/es/types';

/** For tests: a redux-persist storage in memory, with its items open to inspection. */
export function memoryStorage(): WebStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: async (key) => items.get(key) ?? null,
    setItem: async (key, value) => void items.set(key, value),
    removeItem: async (key) => void items.delete(key),
  };
}
