import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';

export const metadata: Metadata = { title: '電子郵件驗證', description: '正在確認您的電子郵件驗證連結。' };

export default function Page() {
  return <PageIntro title="電子郵件驗證" lead="正在確認您的電子郵件驗證連結。" />;
}
