import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';

export const metadata: Metadata = { title: '成為車主', description: '選擇適合您的車系，開始配置您的卡車。' };

export default function Page() {
  return <PageIntro title="成為車主" lead="選擇適合您的車系，開始配置您的卡車。" />;
}
