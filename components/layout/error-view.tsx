import { SiteLink as Link } from '@/components/layout/site-link';
import type { ReactNode } from 'react';

const DEFAULT_STATUS_MESSAGES: Record<number, string> = {
  404: 'Page Not Found',
  500: 'Internal Server Error',
};

export interface ErrorViewProps {
  statusCode: 404 | 500;
  /** Defaults to "Page Not Found" or "Internal Server Error" (SPEC §2). */
  statusMessage?: string;
  children?: ReactNode;
}

/** The body of the 404 and 500 pages. */
export function ErrorView({ statusCode, statusMessage, children }: ErrorViewProps) {
  return (
    <section className="sh-error" aria-labelledby="error-status">
      <p className="sh-error-code">{statusCode}</p>
      <h1 id="error-status" className="sh-error-status">
        {statusMessage ?? DEFAULT_STATUS_MESSAGES[statusCode]}
      </h1>
      {children}
      <Link href="/" className="sh-button-link">
        回到首頁
      </Link>
    </section>
  );
}

/** The 500 page's body; `reset` retries the segment that failed. */
export function ServerErrorView({ reset }: { reset(): void }) {
  return (
    <ErrorView statusCode={500}>
      <p className="sh-error-detail">很抱歉，系統暫時無法處理您的請求，請稍後再試。</p>
      <button type="button" className="sh-button-link" onClick={reset}>
        重新載入
      </button>
    </ErrorView>
  );
}
