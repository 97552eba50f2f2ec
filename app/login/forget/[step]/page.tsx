import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LoginIntro } from '@/components/layout/login-intro';

const STEPS: Record<string, string> = {
  '1': '請輸入您註冊的電子郵件。',
  '2': '請輸入寄到您信箱的 6 位數驗證碼。',
  '3': '請設定新密碼。',
};

export const metadata: Metadata = { title: '忘記密碼', robots: { index: false } };

export default async function ForgetPasswordStepPage({ params }: PageProps<'/login/forget/[step]'>) {
  const { step } = await params;
  const lead = STEPS[step];
  if (!lead) notFound();
  return <LoginIntro title="忘記密碼" lead={lead} />;
}
