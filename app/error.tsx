'use client';

import { ErrorFrame } from '@/components/layout/error-frame';
import { FailureView } from '@/components/layout/error-view';

// Stands in for a group's layout that failed (its header, say), so it draws the site's frame itself.
export default function RootError({ error, reset }: { error: Error & { digest?: string }; reset(): void }) {
  return (
    <ErrorFrame>
      <FailureView error={error} reset={reset} />
    </ErrorFrame>
  );
}
