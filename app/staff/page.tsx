import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StaffSignIn } from '@/components/staff/staff-sign-in';
import { STAFF_SIGN_IN } from '@/lib/words/console';

export const metadata: Metadata = { title: STAFF_SIGN_IN };

// /staff: the console's sign-in; ?ended= says why a session ended, ?next= where to go after.
export default async function StaffSignInPage({ searchParams }: PageProps<'/staff'>) {
  const { ended } = await searchParams;
  return (
    <Suspense>
      <StaffSignIn ended={typeof ended === 'string' && /^A000(01|05|09)$/.test(ended) ? ended : null} />
    </Suspense>
  );
}
