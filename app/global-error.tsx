'use client';

import { ErrorFrame } from '@/components/layout/error-frame';
import { FailureView } from '@/components/layout/error-view';
import './shell.css';

// Replaces the root layout when it fails itself, so it brings its own document, still in the site's frame.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset(): void }) {
  return (
    <html lang="zh-Hant-TW">
      <body>
        <ErrorFrame>
          <FailureView error={error} reset={reset} />
        </ErrorFrame>
      </body>
    </html>
  );
}
