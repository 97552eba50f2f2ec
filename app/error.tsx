'use client';

import { SiteFrame } from '@/components/layout/site-frame';
import { FailureView } from '@/components/layout/error-view';

// Stands in for a group's layout that failed (its header, say), so it draws the site's frame itself.
export default function RootError({ error, reset }: { error: Error & { digest?: string }; reset(): void }) {
  return (
    <SiteFrame session={false}>
      <FailureView error={error} reset={reset} />
    </SiteFrame>
  );
}
