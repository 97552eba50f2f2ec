'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { claimReload, isChunkLoadError } from '@/lib/chunk-reload';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@/lib/constants';
import { hasForgetParam } from '@/lib/session-cookie';
import { onUrlChanged } from '@/lib/toasts';

/** What every page needs in the browser: the toaster, URL-change handling and the chunk-load guard. */
export function ShellClient() {
  useChunkReloadGuard();
  return (
    <>
      <Toaster position={TOAST_POSITION} toastOptions={{ duration: TOAST_DURATION_MS }} />
      <Suspense fallback={null}>
        <UrlWatcher />
      </Suspense>
    </>
  );
}

function UrlWatcher() {
  const pathname = usePathname();
  const params = useSearchParams();
  const forget = hasForgetParam(params);
  useEffect(() => {
    onUrlChanged();
  }, [pathname, params]);
  useEffect(() => {
    if (forget) void import('@/store/client-store').then((m) => m.forgetStoredLogin());
  }, [forget]);
  return null;
}

function useChunkReloadGuard() {
  useEffect(() => {
    const reload = () => {
      if (claimReload(window.sessionStorage, window.location.pathname, Date.now())) window.location.reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reload();
    };
    const onError = (event: ErrorEvent | Event) => {
      const target = event.target;
      const failedScript = target instanceof HTMLScriptElement && target.src.includes('/_next/static/');
      if (failedScript || ('error' in event && isChunkLoadError(event.error))) reload();
    };
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError, true);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError, true);
    };
  }, []);
}
