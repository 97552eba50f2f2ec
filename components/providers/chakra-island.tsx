'use client';

import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '@/lib/theme/system';
import { EmotionRegistry } from './emotion-registry';

/** Chakra's runtime for a part still rendered by Chakra's components (the dialogs, the drawer), with its SSR registry. */
export function ChakraIsland({ children }: { children: ReactNode }) {
  return (
    <EmotionRegistry>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </EmotionRegistry>
  );
}
