import type { Metadata } from 'next';
import { ManageBooking } from '@/components/test-drive/manage-booking';
import { cx } from '@/lib/theme/cx';

export const metadata: Metadata = { title: '我的試乘預約', robots: { index: false, follow: false } };

// The page the test drive's mails link to; the link's token stays in the fragment, read in the browser.
export default function ManageTestDrivePage() {
  return (
    <article className={cx('sh-page')}>
      <h1 className={cx('sh-h1')}>我的試乘預約</h1>
      <ManageBooking />
    </article>
  );
}
