'use client';

import type { ReactNode } from 'react';
import { StoreProvider } from '@/store/store-provider';
import { ChakraIsland } from './chakra-island';

/** Providers of the client areas (login, member, configurator): Chakra with its SSR registry and the store. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraIsland>
      <StoreProvider>{children}</StoreProvider>
    </ChakraIsland>
  );
}
