import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MyAccountView } from '@/components/staff/my-account-view';

export const metadata: Metadata = { title: '我的帳號' };

export default function Page() {
  return (
    <Suspense>
      <MyAccountView />
    </Suspense>
  );
}
