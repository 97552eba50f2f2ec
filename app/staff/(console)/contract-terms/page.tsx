import type { Metadata } from 'next';
import { ContractTermsView } from '@/components/staff/contract-terms-view';
import { STAFF_CONTRACT_TERMS } from '@/lib/words/console';

export const metadata: Metadata = { title: STAFF_CONTRACT_TERMS };

export default function Page() {
  return <ContractTermsView />;
}
