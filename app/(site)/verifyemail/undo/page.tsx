import type { Metadata } from 'next';
import { Suspense } from 'react';
import { UndoEmailChange } from '@/components/account/undo-email-change';
import { PageIntro } from '@/components/layout/page-intro';
import { cx } from '@/lib/theme/cx';
import { PageStore } from '@/components/layout/page-store';
import { UNDO_EMAIL_CHANGE } from '@/lib/words/account';

export const metadata: Metadata = { title: UNDO_EMAIL_CHANGE, robots: { index: false }, referrer: 'no-referrer' };

export default function UndoEmailChangePage() {
  return (
    <PageIntro title={UNDO_EMAIL_CHANGE} lead="若會員帳號的電子郵件不是您本人變更的，可在 7 天內改回此信箱。">
      <div className={cx('sh-login-body')}>
        <PageStore>
          <Suspense>
            <UndoEmailChange />
          </Suspense>
        </PageStore>
      </div>
    </PageIntro>
  );
}
