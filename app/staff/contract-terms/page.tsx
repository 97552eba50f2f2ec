import type { Metadata } from 'next';
import { ContractTermsView } from '@/components/staff/contract-terms-view';

export const metadata: Metadata = { title: '合約條款' };

export default function Page() {
  return <ContractTermsView />;
}
