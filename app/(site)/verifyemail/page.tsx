import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VerifyEmail } from '@/components/account/verify-email';
import { PageIntro } from '@/components/layout/page-intro';
import { AppProviders } from '@/components/providers/app-providers';
import { cx } from '@/lib/theme/cx';

export const metadata: Metadata = { title: '電子郵件驗證', robots: { index: false } };

export default function VerifyEmailPage() {
  return (
    <PageIntro title="電子郵件驗證" lead="確認電子郵件後，您的會員帳號即可使用。">
      <div className={cx('sh-login-body')}>
        <AppProviders>
          <Suspense>
            <VerifyEmail />
          </Suspense>
        </AppProviders>
      </div>
    </PageIntro>
  );
}
