import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ForcedPasswordChange } from '@/components/account/forced-password-change';
import { LoginIntro } from '@/components/layout/login-intro';

export const metadata: Metadata = { title: '變更密碼', robots: { index: false } };

export default function ChangePasswordPage() {
  return (
    <LoginIntro title="變更密碼" lead="為了您的帳號安全，請先設定新密碼。">
      <Suspense>
        <ForcedPasswordChange />
      </Suspense>
    </LoginIntro>
  );
}
