import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContractListView } from '@/components/staff/contract-list-view';
import { CONTRACT } from '@/lib/words/purchase';

export const metadata: Metadata = { title: CONTRACT };

export default function StaffContractsPage() {
  return (
    <Suspense>
      <ContractListView />
    </Suspense>
  );
}
