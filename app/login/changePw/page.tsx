import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ForcedPasswordChange } from '@/components/account/forced-password-change';
import { LoginIntro } from '@/components/layout/login-intro';
import { CHANGE_PASSWORD } from '@/lib/words/account';

export const metadata: Metadata = { title: CHANGE_PASSWORD, robots: { index: false } };

export default function ChangePasswordPage() {
  return (
    <LoginIntro title={CHANGE_PASSWORD} lead="為了您的帳號安全，請先設定新密碼。">
      <Suspense>
        <ForcedPasswordChange />
      </Suspense>
    </LoginIntro>
  );
}
