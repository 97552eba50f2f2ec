import type { Metadata } from 'next';
import { NewsEditor } from '@/components/staff/news-editor';

export const metadata: Metadata = { title: '新增消息' };

export default function Page() {
  return <NewsEditor id={null} />;
}
