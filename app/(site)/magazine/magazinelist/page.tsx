import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';

export const metadata: Metadata = { title: '歷期雜誌', description: '客戶雜誌的歷期刊物一覽。' };

export default function Page() {
  return <PageIntro title="歷期雜誌" lead="客戶雜誌的歷期刊物一覽。" />;
}
