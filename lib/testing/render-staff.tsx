import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { system } from '@/lib/theme/system';

// For component tests of the console: its Chakra provider (components/staff/staff-providers.tsx without the SSR registry).

export function renderStaff(ui: ReactElement) {
  const user = userEvent.setup();
  return { ...render(<ChakraProvider value={system}>{ui}</ChakraProvider>), user };
}
