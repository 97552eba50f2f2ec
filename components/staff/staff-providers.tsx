'use client';

import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '@/lib/theme/system';
import { EmotionRegistry } from './emotion-registry';

/** The console's providers: Chakra with its SSR registry; no member store. */
export function StaffProviders({ children }: { children: ReactNode }) {
  return (
    <EmotionRegistry>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </EmotionRegistry>
  );
}
