import type { Metadata } from 'next';
import { SetupView } from '@/components/staff/setup-view';
import { STAFF_SETUP } from '@/lib/words/console';

export const metadata: Metadata = { title: STAFF_SETUP, referrer: 'no-referrer' };

export default function StaffSetupPage() {
  return <SetupView />;
}
