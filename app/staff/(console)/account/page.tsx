import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MyAccountView } from '@/components/staff/my-account-view';
import { MY_ACCOUNT } from '@/lib/words/pages';

export const metadata: Metadata = { title: MY_ACCOUNT };

export default function Page() {
  return (
    <Suspense>
      <MyAccountView />
    </Suspense>
  );
}
