'use client';

import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isNotFoundError } from '@/store/purchase-api';
import { LoadError, LoadingState } from './query-states';

interface DetailQuery<T> {
  currentData?: T;
  error?: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * One record of the member's: shown once loaded; a record that does not exist or is another member's
 * (N00404) is the site's 404 page, like any unknown URL; anything else can be tried again.
 */
export function DetailGate<T>({ query, what, children }: { query: DetailQuery<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.currentData) return children(query.currentData);
  if (isNotFoundError(query.error)) notFound();
  if (query.isError) return <LoadError message={`無法載入${what}，請稍後再試。`} onRetry={() => void query.refetch()} />;
  return <LoadingState label={`正在載入${what}…`} />;
}
