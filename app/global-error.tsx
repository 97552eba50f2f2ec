'use client';

import { FailureView } from '@/components/layout/error-view';
import { cx } from '@/lib/theme/cx';
import './shell.css';

// Replaces the root layout when that fails itself, so it brings its own document. It draws no header or
// footer: their code may be what failed, and this boundary loads on every page beside app/error.tsx, which
// draws them; the frame twice cost each page 1.6 kB (docs/runs/web.md).
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset(): void }) {
  return (
    <html lang="zh-Hant-TW">
      <body>
        <main id="main" className={cx('sh-main')}>
          <FailureView error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
