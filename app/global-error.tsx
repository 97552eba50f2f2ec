'use client';

import { ServerErrorView } from '@/components/layout/error-view';
import './shell.css';

// Replaces the root layout when it fails itself, so it brings its own document.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset(): void }) {
  return (
    <html lang="zh-Hant-TW">
      <body>
        <main id="main" className="sh-main">
          <ServerErrorView reset={reset} />
        </main>
      </body>
    </html>
  );
}
