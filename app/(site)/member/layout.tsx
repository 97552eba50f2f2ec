import type { ReactNode } from 'react';
import { StoreProvider } from '@/store/store-provider';

export default function MemberLayout({ children }: { children: ReactNode }) {
  return <StoreProvider>{children}</StoreProvider>;
}
