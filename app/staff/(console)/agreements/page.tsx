import type { Metadata } from 'next';
import { AgreementView } from '@/components/staff/agreement-view';
import { STAFF_AGREEMENTS } from '@/lib/words/console';

export const metadata: Metadata = { title: STAFF_AGREEMENTS };

export default function Page() {
  return <AgreementView />;
}
