import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SessionsView } from '@/components/staff/sessions-view';
import { STAFF_SESSIONS } from '@/lib/words/console';

export const metadata: Metadata = { title: STAFF_SESSIONS };

export default function Page() {
  return (
    <Suspense>
      <SessionsView />
    </Suspense>
  );
}
