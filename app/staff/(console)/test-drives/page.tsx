import type { Metadata } from 'next';
import { TestDriveListView } from '@/components/staff/test-drive-list-view';

export const metadata: Metadata = { title: '試乘預約' };

export default function StaffTestDrivesPage() {
  return <TestDriveListView />;
}
