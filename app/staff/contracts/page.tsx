import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContractListView } from '@/components/staff/contract-list-view';

export const metadata: Metadata = { title: '合約' };

export default function StaffContractsPage() {
  return (
    <Suspense>
      <ContractListView />
    </Suspense>
  );
}
