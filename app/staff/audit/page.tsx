import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuditView } from '@/components/staff/audit-view';

export const metadata: Metadata = { title: '稽核紀錄' };

export default function Page() {
  return (
    <Suspense>
      <AuditView />
    </Suspense>
  );
}
