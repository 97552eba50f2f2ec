import type { Metadata } from 'next';
import { NewsListView } from '@/components/staff/news-list-view';

export const metadata: Metadata = { title: '最新消息' };

export default function Page() {
  return <NewsListView />;
}
