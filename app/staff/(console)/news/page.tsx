import type { Metadata } from 'next';
import { NewsListView } from '@/components/staff/news-list-view';
import { NEWS } from '@/lib/words/pages';

export const metadata: Metadata = { title: NEWS };

export default function Page() {
  return <NewsListView />;
}
