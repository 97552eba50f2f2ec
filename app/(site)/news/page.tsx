import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';

export const metadata: Metadata = { title: '最新消息', description: '泰嵐商用車的新車發表、活動與服務公告。' };

export default function Page() {
  return <PageIntro title="最新消息" lead="泰嵐商用車的新車發表、活動與服務公告。" />;
}
