import type { ReactNode } from 'react';
import { isChunkLoadError } from '@/lib/site/chunk-reload';
import { cx } from '@/lib/theme/cx';
import { RELOAD } from '@/lib/words/shell';

const DEFAULT_STATUS_MESSAGES: Record<number, string> = {
  404: 'Page Not Found',
  500: 'Internal Server Error',
};

// What the page says first, in the visitor's language; the status line under it stays in English (docs/product.md, Pages).
const HEADINGS: Record<number, string> = {
  404: '找不到這個頁面',
  500: '系統發生錯誤',
};

export interface ErrorViewProps {
  statusCode: 404 | 500;
  /** Defaults to "Page Not Found" or "Internal Server Error" (docs/product.md, Pages). */
  statusMessage?: string;
  children?: ReactNode;
}

/** The body of the 404 and 500 pages; its link home loads the page afresh (and keeps the router out of the error boundaries' code). */
export function ErrorView({ statusCode, statusMessage, children }: ErrorViewProps) {
  return (
    <section className={cx('sh-error')} aria-labelledby="error-status">
      <p className={cx('sh-error-code')}>{statusCode}</p>
      <h1 id="error-status" className={cx('sh-error-status')}>
        {HEADINGS[statusCode]}
      </h1>
      <p className={cx('sh-error-detail')} lang="en">
        {statusMessage ?? DEFAULT_STATUS_MESSAGES[statusCode]}
      </p>
      {children}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load after an error; no router in the boundaries' bundle */}
      <a href="/" className={cx('sh-button-link')}>
        回到首頁
      </a>
    </section>
  );
}

/** The 500 page's body; `reset` retries the segment that failed. */
export function ServerErrorView({ reset }: { reset(): void }) {
  return (
    <ErrorView statusCode={500}>
      <p className={cx('sh-error-detail')}>很抱歉，系統暫時無法處理您的請求，請稍後再試。</p>
      <button type="button" className={cx('sh-button-link')} onClick={reset}>
        {RELOAD}
      </button>
    </ErrorView>
  );
}

/**
 * Part of the page's code did not arrive (a network fault, or a deploy): said in Chinese, with a full reload,
 * which fetches the code again, where `reset` would only re-render what failed.
 */
export function NetworkErrorView() {
  return (
    <section className={cx('sh-error')} aria-labelledby="error-status">
      <h1 id="error-status" className={cx('sh-error-status')}>
        頁面載入失敗
      </h1>
      <p className={cx('sh-error-detail')}>網路連線可能暫時中斷，頁面有部分內容未能載入。請確認網路連線後再試一次。</p>
      <button type="button" className={cx('sh-button-link')} onClick={() => window.location.reload()}>
        {RELOAD}
      </button>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load fetches the code again */}
      <a href="/" className={cx('sh-more-link')}>
        回到首頁
      </a>
    </section>
  );
}

/** What an error boundary shows: the network message for code that failed to load, the 500 page otherwise. */
export function FailureView({ error, reset }: { error: Error; reset(): void }) {
  return isChunkLoadError(error) ? <NetworkErrorView /> : <ServerErrorView reset={reset} />;
}
