import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ForcedPasswordChange } from '@/components/account/forced-password-change';
import { LoginIntro } from '@/components/layout/login-intro';
import { CHANGE_PASSWORD } from '@/lib/words/account';

export const metadata: Metadata = { title: CHANGE_PASSWORD, robots: { index: false } };

export default function ChangePasswordPage() {
  return (
    // The lead says what the page is for whoever opens it, and is its largest text from the first paint: what follows
    // depends on the login kept in the browser, which only the scripts read (issue 39).
    <LoginIntro title={CHANGE_PASSWORD} lead="為了您的帳號安全，請先設定新密碼。系統要求變更密碼時，會在登入後帶您來到這裡。">
      <Suspense>
        <ForcedPasswordChange />
      </Suspense>
    </LoginIntro>
  );
}
