import type { ReactNode } from 'react';
import { StaffFrame } from '@/components/staff/staff-frame';
import { StaffProviders } from '@/components/staff/staff-providers';

// The console's pages (everything under /staff but its sign-in): Chakra with its runtime, inside the frame.
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <StaffProviders>
      <StaffFrame>{children}</StaffFrame>
    </StaffProviders>
  );
}
