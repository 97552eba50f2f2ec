import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ForgetFlow } from '@/components/account/forget-flow';
import { LoginIntro } from '@/components/layout/login-intro';
import { FORGOT_PASSWORD } from '@/lib/words/account';

const STEPS: Record<string, { step: 1 | 2 | 3; lead: string }> = {
  '1': { step: 1, lead: '請輸入您註冊的電子郵件，我們會寄送 6 位數驗證碼。' },
  '2': { step: 2, lead: '若這個電子郵件已註冊，驗證碼已寄出，請輸入信中的 6 位數驗證碼。' },
  '3': { step: 3, lead: '請設定新密碼；完成後，所有裝置上的登入都會登出。' },
};

export const metadata: Metadata = { title: FORGOT_PASSWORD, robots: { index: false } };

export default async function ForgetPasswordStepPage({ params }: PageProps<'/login/forget/[step]'>) {
  const { step } = await params;
  const page = STEPS[step];
  if (!page) notFound();
  return (
    <LoginIntro title={FORGOT_PASSWORD} lead={page.lead}>
      <ForgetFlow step={page.step} />
    </LoginIntro>
  );
}
