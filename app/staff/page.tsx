import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StaffSignIn } from '@/components/staff/staff-sign-in';
import { brand } from '@/lib/site/brand';
import { cx } from '@/lib/theme/cx';
import { STAFF_CONSOLE, STAFF_SIGN_IN } from '@/lib/words/console';

export const metadata: Metadata = { title: STAFF_SIGN_IN };

// /staff: the console's sign-in; ?ended= says why a session ended, ?next= where to go after. A form on the
// site's stylesheet in the console's colours, without Chakra's runtime or the console (its pages bring them).
export default async function StaffSignInPage({ searchParams }: PageProps<'/staff'>) {
  const { ended } = await searchParams;
  return (
    <div className={cx('st-frame')}>
      <header className={cx('st-header')}>
        <p className={cx('st-brand')}>
          {brand.name}　{STAFF_CONSOLE}
        </p>
      </header>
      <main id="main" className={cx('st-main')}>
        <Suspense>
          <StaffSignIn ended={typeof ended === 'string' && /^A000(01|05|09)$/.test(ended) ? ended : null} />
        </Suspense>
      </main>
    </div>
  );
}
