'use client';

import type { ReactNode } from 'react';
import { StoreProvider } from '@/store/store-provider';
import * as sessionLive from './session-live';
import { sessionLiveModule } from './session-modules';

// A page with a store under the site's header hands the header its session part from the page's own
// chunk: fetched on its own, it would bring a second copy of the store and redux-persist (7 kB).
sessionLiveModule.provide(sessionLive);

/** The store for a page's client islands, on a page that has the site's header. */
export function PageStore({ children }: { children: ReactNode }) {
  return <StoreProvider>{children}</StoreProvider>;
}
