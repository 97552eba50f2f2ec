import { persistStore } from 'redux-persist';
import { carryToast, showToast } from '@/lib/site/toasts';
import { makeStore, type AppStore, type StoreEnvironment } from './make-store';
import { loginCleared } from './slices/login-slice';
import { memberInfoCleared } from './slices/member-slice';

type Navigate = (url: string) => void;

let store: AppStore | undefined;
let rehydrated: Promise<void> | undefined;
let routerPush: Navigate | undefined;
let navigating = false;

const browserEnvironment: StoreEnvironment = {
  navigate(url) {
    navigating = window.location.pathname !== url;
    if (navigating) (routerPush ?? ((to: string) => window.location.assign(to)))(url);
  },
  announce(message) {
    if (navigating) carryToast(message);
    else showToast(message);
    navigating = false;
  },
};

/** The browser's one store, shared by every island of the page (DESIGN: created once per client). */
export function getClientStore(): AppStore {
  store ??= makeStore({ environment: browserEnvironment });
  return store;
}

/**
 * Restores the persisted state; started after hydration so the first render matches the server's. redux-persist
 * writes a change a tick later: leaving the page (a reload, an address typed, a link to another site) writes
 * what is pending at once, so the next page never restores what this one had just cleared.
 */
export function startPersistence(): Promise<void> {
  rehydrated ??= new Promise((resolve) => {
    const persistor = persistStore(getClientStore(), undefined, resolve);
    window.addEventListener('pagehide', () => void persistor.flush());
  });
  return rehydrated;
}

/** `?forget=`: the stored login is cleared once the persisted state is back (docs/product.md, Session). */
export async function forgetStoredLogin() {
  await startPersistence();
  getClientStore().dispatch(loginCleared());
  getClientStore().dispatch(memberInfoCleared());
}

/** Lets the store navigate with the App Router instead of a full reload. */
export function registerRouter(push: Navigate) {
  routerPush = push;
}
