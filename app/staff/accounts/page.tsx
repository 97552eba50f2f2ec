import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AccountsView } from '@/components/staff/accounts-view';

export const metadata: Metadata = { title: '員工帳號' };

export default function Page() {
  return (
    <Suspense>
      <AccountsView />
    </Suspense>
  );
}
