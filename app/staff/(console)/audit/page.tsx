import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuditView } from '@/components/staff/audit-view';
import { STAFF_AUDIT } from '@/lib/words/console';

export const metadata: Metadata = { title: STAFF_AUDIT };

export default function Page() {
  return (
    <Suspense>
      <AuditView />
    </Suspense>
  );
}
