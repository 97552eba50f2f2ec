import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';

export const metadata: Metadata = { title: '預購結果', description: '您的預購單送出結果。' };

export default function Page() {
  return <PageIntro title="預購結果" lead="您的預購單送出結果。" />;
}
