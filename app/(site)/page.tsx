import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';

export const metadata: Metadata = { description: '瀏覽泰嵐商用車各車系，線上配置您的卡車，預購成為車主。' };

export default function Page() {
  return <PageIntro title="泰嵐商用車 會員與購車入口" lead="瀏覽泰嵐商用車各車系，線上配置您的卡車，預購成為車主。" />;
}
