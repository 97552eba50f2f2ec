'use client';

import { useSyncExternalStore } from 'react';
import { cx } from '@/lib/theme/cx';

const subscribe = () => () => undefined;

function readablePath(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * "Page not found: {path}". The 404 page is rendered once for every unknown URL, so the path is read in the
 * browser; the server's HTML (and hydration) says it without one.
 */
export function MissingPath() {
  const path = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '',
  );
  return <p className={cx('sh-error-detail')}>Page not found: {readablePath(path)}</p>;
}
