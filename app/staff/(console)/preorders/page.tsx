import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PreorderListView } from '@/components/staff/preorder-list-view';
import { PREORDER } from '@/lib/words/purchase';

export const metadata: Metadata = { title: PREORDER };

export default function StaffPreordersPage() {
  return (
    <Suspense>
      <PreorderListView />
    </Suspense>
  );
}
