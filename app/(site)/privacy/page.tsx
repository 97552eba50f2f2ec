import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';

export const metadata: Metadata = { title: '隱私權政策', description: '泰嵐商用車依個人資料保護法蒐集、處理及利用您的個人資料之說明。' };

export default function Page() {
  return <PageIntro title="隱私權政策" lead="泰嵐商用車依個人資料保護法蒐集、處理及利用您的個人資料之說明。" />;
}
