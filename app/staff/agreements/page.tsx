import type { Metadata } from 'next';
import { AgreementView } from '@/components/staff/agreement-view';

export const metadata: Metadata = { title: '預購須知' };

export default function Page() {
  return <AgreementView />;
}
