import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { WebStorage } from 'redux-persist/es/types';

const noopStorage: WebStorage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

/** localStorage in the browser; a no-op on the server, where there is nothing to persist. */
export const createPersistStorage = (): WebStorage => (typeof window === 'undefined' ? noopStorage : createWebStorage('local'));
