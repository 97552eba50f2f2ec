import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AccountsView } from '@/components/staff/accounts-view';
import { STAFF_ACCOUNTS } from '@/lib/words/console';

export const metadata: Metadata = { title: STAFF_ACCOUNTS };

export default function Page() {
  return (
    <Suspense>
      <AccountsView />
    </Suspense>
  );
}
