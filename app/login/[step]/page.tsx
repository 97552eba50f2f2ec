import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { LoginIntro } from '@/components/layout/login-intro';
import { LoginForm } from '@/components/login/login-form';
import { RegisterFlow } from '@/components/account/register-flow';

import { MEMBER_SIGN_IN, REGISTER_COMPANY, REGISTER_PERSON } from '@/lib/words/account';
import { SIGN_IN } from '@/lib/words/shell';

const STEPS: Record<string, { title: string; lead: string }> = {
  '0': { title: MEMBER_SIGN_IN, lead: '請以註冊的電子郵件與密碼登入。' },
  '1': { title: REGISTER_PERSON, lead: '建立個人會員帳號。' },
  '2': { title: REGISTER_COMPANY, lead: '以公司統一編號建立企業會員帳號。' },
};

export async function generateMetadata({ params }: PageProps<'/login/[step]'>): Promise<Metadata> {
  const { step } = await params;
  return { title: STEPS[step]?.title ?? SIGN_IN, robots: { index: false } };
}

export default async function LoginStepPage({ params }: PageProps<'/login/[step]'>) {
  const { step } = await params;
  const page = STEPS[step];
  if (!page) notFound();
  return (
    <LoginIntro title={page.title} lead={page.lead}>
      <Suspense>
        {step === '0' && <LoginForm />}
        {step === '1' && <RegisterFlow memberType="individual" />}
        {step === '2' && <RegisterFlow memberType="enterprise" />}
      </Suspense>
    </LoginIntro>
  );
}
