'use client';

// What the first toast loads, through ShellClient only: the <Toaster>, and the toast function handed
// to lib/toasts so the messages asked for meanwhile can show.
import toast, { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@/lib/constants';
import { toastRuntimeLoaded } from './toasts';

export { toast };

toastRuntimeLoaded(toast);

export function AppToaster() {
  return <Toaster position={TOAST_POSITION} toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
