import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { StaffFrame } from '@/components/staff/staff-frame';
import { StaffProviders } from '@/components/staff/staff-providers';
import { STAFF_CONSOLE } from '@/lib/words/console';

// /staff: the maker's and the dealers' console (issue 18), its own layout, never indexed.
export const metadata: Metadata = {
  title: { default: STAFF_CONSOLE, template: '%s｜作業系統' },
  robots: { index: false, follow: false },
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <StaffProviders>
      <StaffFrame>{children}</StaffFrame>
    </StaffProviders>
  );
}
