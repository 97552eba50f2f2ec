import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore, type AppStore, type StoreEnvironment } from '@/store/make-store';
import { loginStored } from '@/store/slices/login-slice';
import { memoryStorage } from './memory-storage';

// For component tests: the store of the client areas (store/store-provider.tsx) around `ui`.

export const TEST_TOKEN = 'test-token';
/** A member's login as the login call stores it. */
export const TEST_LOGIN = { token: TEST_TOKEN, memberUuid: 'member-1', valid: true };

export interface ProviderOptions {
  /** The store; by default a new one with its storage in memory. */
  store?: AppStore;
  /** Where the default store sends the person and what it tells them. */
  environment?: StoreEnvironment;
  /** A login stored before the first render (TEST_LOGIN for a member). */
  preloadedLogin?: Parameters<typeof loginStored>[0];
  /** Renders twice on mount, as React's StrictMode does in development. */
  strict?: boolean;
  /** The person's hands, e.g. set up for fake timers. */
  user?: UserEvent;
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { environment, preloadedLogin, strict = false, user = userEvent.setup() } = options;
  const store = options.store ?? makeStore({ storage: memoryStorage(), environment });
  if (preloadedLogin) store.dispatch(loginStored(preloadedLogin));
  const tree = <Provider store={store}>{ui}</Provider>;
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, store, user };
}
