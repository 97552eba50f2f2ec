import type { Metadata } from 'next';
import { MagazineListView } from '@/components/staff/magazine-list-view';

export const metadata: Metadata = { title: '客戶雜誌' };

export default function Page() {
  return <MagazineListView />;
}
