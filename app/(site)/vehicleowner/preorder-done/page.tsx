import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';

export const metadata: Metadata = { title: '預購完成', description: '感謝您的預購，經銷商將盡快與您聯繫。' };

export default function Page() {
  return <PageIntro title="預購完成" lead="感謝您的預購，經銷商將盡快與您聯繫。" />;
}
