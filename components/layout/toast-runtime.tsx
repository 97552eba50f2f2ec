'use client';

// What the first toast loads, through ShellClient only: the <Toaster>, and the toast function handed
// to lib/site/toasts so the messages asked for meanwhile can show.
import { useSyncExternalStore } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { BREAKPOINTS_PX, HEADER_HEIGHT_PX, TOAST_DURATION_MS, TOAST_POSITION } from '@/lib/constants';
import { toastRuntimeLoaded } from '@/lib/site/toasts';

export { toast };

toastRuntimeLoaded(toast);

// Below the mobile breakpoint (lg) a top toast spans the screen's width, over the header's login button
// and the drawer's 登入; at the bottom it covers neither, nor a form's button in the middle of the screen.
const PHONE_QUERY = `(max-width: ${BREAKPOINTS_PX.lg - 0.02}px)`;
const subscribe = (notify: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};
const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

export function AppToaster() {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  return phone ? (
    <Toaster position="bottom-center" toastOptions={{ duration: TOAST_DURATION_MS }} />
  ) : (
    // Top-right on wider screens (docs/product.md, Interface), under the header, so the login button at its right end stays uncovered.
    <Toaster position={TOAST_POSITION} containerStyle={{ top: HEADER_HEIGHT_PX + 8 }} toastOptions={{ duration: TOAST_DURATION_MS }} />
  );
}
