import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';

export const metadata: Metadata = { title: '客戶雜誌', description: '車主故事、車隊經營與保養知識，每期精選。' };

export default function Page() {
  return <PageIntro title="客戶雜誌" lead="車主故事、車隊經營與保養知識，每期精選。" />;
}
