import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PreorderListView } from '@/components/staff/preorder-list-view';

export const metadata: Metadata = { title: '預購單' };

export default function StaffPreordersPage() {
  return (
    <Suspense>
      <PreorderListView />
    </Suspense>
  );
}
