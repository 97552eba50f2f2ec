import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SessionsView } from '@/components/staff/sessions-view';

export const metadata: Metadata = { title: '登入中的工作階段' };

export default function Page() {
  return (
    <Suspense>
      <SessionsView />
    </Suspense>
  );
}
