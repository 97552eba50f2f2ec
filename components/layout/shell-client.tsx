'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { claimReload, isChunkLoadError } from '@/lib/site/chunk-reload';
import { hasForgetParam } from '@/lib/api/session-cookie';
import { onUrlChanged, toasterStore } from '@/lib/site/toasts';
import { registerRoutePrefetch } from './route-prefetch';

const AppToaster = dynamic(() => import('./toast-runtime').then((m) => m.AppToaster), { ssr: false });

/**
 * What every page needs in the browser: URL-change handling, the chunk-load guard, the toaster once
 * needed, and the router's prefetch for the site's links. Once the page has hydrated, <html> gets
 * data-hydrated: its code answers from then on (the browser tests and bench:web wait for it).
 */
export function ShellClient() {
  useChunkReloadGuard();
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  const router = useRouter();
  useEffect(() => {
    registerRoutePrefetch((href) => router.prefetch(href));
    return () => registerRoutePrefetch(null);
  }, [router]);
  const toasterNeeded = useSyncExternalStore(toasterStore.subscribe, toasterStore.isNeeded, () => false);
  return (
    <>
      {toasterNeeded && <AppToaster />}
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
  const url = `${pathname}?${params.toString()}`;
  useEffect(() => {
    onUrlChanged(url);
  }, [url]);
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
