import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VerifyEmail } from '@/components/account/verify-email';
import { PageIntro } from '@/components/layout/page-intro';
import { cx } from '@/lib/theme/cx';
import { PageStore } from '@/components/layout/page-store';

export const metadata: Metadata = { title: '電子郵件驗證', robots: { index: false } };

export default function VerifyEmailPage() {
  return (
    <PageIntro title="電子郵件驗證" lead="確認電子郵件後，您的會員帳號即可使用。">
      <div className={cx('sh-login-body')}>
        <PageStore>
          <Suspense>
            <VerifyEmail />
          </Suspense>
        </PageStore>
      </div>
    </PageIntro>
  );
}
