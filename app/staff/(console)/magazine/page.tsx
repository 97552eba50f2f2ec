import type { Metadata } from 'next';
import { MagazineListView } from '@/components/staff/magazine-list-view';
import { MAGAZINE } from '@/lib/words/pages';

export const metadata: Metadata = { title: MAGAZINE };

export default function Page() {
  return <MagazineListView />;
}
