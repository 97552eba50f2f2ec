import type { Metadata } from 'next';
import { SetupView } from '@/components/staff/setup-view';

export const metadata: Metadata = { title: '設定員工帳號', referrer: 'no-referrer' };

export default function StaffSetupPage() {
  return <SetupView />;
}
