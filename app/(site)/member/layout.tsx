import type { ReactNode } from 'react';
import { PageStore } from '@/components/layout/page-store';

export default function MemberLayout({ children }: { children: ReactNode }) {
  return <PageStore>{children}</PageStore>;
}
