'use client';

import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '@/lib/theme/system';
import { StoreProvider } from '@/store/store-provider';
import { EmotionRegistry } from './emotion-registry';

/** Providers of the client areas (login, member, configurator): Chakra with its SSR registry and the store. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <EmotionRegistry>
      <ChakraProvider value={system}>
        <StoreProvider>{children}</StoreProvider>
      </ChakraProvider>
    </EmotionRegistry>
  );
}
