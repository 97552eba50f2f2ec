import type { ReactNode } from 'react';
import { PageStore } from '@/components/layout/page-store';

// A visitor's quote form and its confirmation page use the store's calls, as the member's do.
export default function VisitorQuoteLayout({ children }: { children: ReactNode }) {
  return <PageStore>{children}</PageStore>;
}
