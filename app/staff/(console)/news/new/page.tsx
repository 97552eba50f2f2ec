import type { Metadata } from 'next';
import { NewsEditor } from '@/components/staff/news-editor';
import { NEW_NEWS } from '@/lib/words/editor';

export const metadata: Metadata = { title: NEW_NEWS };

export default function Page() {
  return <NewsEditor id={null} />;
}
