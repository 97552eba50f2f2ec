'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Provider } from 'react-redux';
import { getClientStore, registerRouter, startPersistence } from './client-store';
import { makeStore, type RootState } from './make-store';

let initialState: RootState | undefined;
/** What the server rendered with: hydration uses it, then the restored state follows. */
export const serverState = () => (initialState ??= makeStore().getState());

/** Gives a client island the browser's one store; the server makes a fresh store per render. */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => (typeof window === 'undefined' ? makeStore() : getClientStore()));
  const router = useRouter();
  useEffect(() => {
    registerRouter(router.push);
    void startPersistence();
  }, [router]);
  return (
    <Provider store={store} serverState={serverState()}>
      {children}
    </Provider>
  );
}
