'use client';

import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@/lib/constants';

export function AppToaster() {
  return <Toaster position={TOAST_POSITION} toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
