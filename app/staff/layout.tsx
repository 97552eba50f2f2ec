import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { STAFF_CONSOLE } from '@/lib/words/console';

// /staff: the maker's and the dealers' console (issue 18), never indexed. Its sign-in is a plain form on the
// site's stylesheet (app/staff/page.tsx); the console's pages bring Chakra's runtime ((console)/layout.tsx).
export const metadata: Metadata = {
  title: { default: STAFF_CONSOLE, template: '%s｜作業系統' },
  robots: { index: false, follow: false },
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return children;
}
