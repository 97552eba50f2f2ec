'use client';

import { useState } from 'react';
import { showToast } from '@/lib/toasts';
import { messageOf } from './pipeline-list';
import { staffRequest } from './staff-session';

/**
 * Runs a change of a record and says how it went: done (a toast, and the record read again), changed
 * by someone else meanwhile (S00409: in words, and the record read again to show its state now), or
 * refused (the reason, with nothing changed). `failure` holds the last refusal for the page to show.
 */
export function useRecordAction(reload: () => void) {
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  async function run(path: string, body: unknown, done: string, method: 'POST' | 'PUT' | 'DELETE' = 'POST'): Promise<boolean> {
    setBusy(true);
    setFailure('');
    const result = await staffRequest({ path, method, body });
    setBusy(false);
    if (result.ok) {
      showToast(done, 'success');
      reload();
      return true;
    }
    if (result.error.code === 'S00409') {
      setFailure(`${result.error.message}。下方已是最新內容。`);
      reload();
      return false;
    }
    setFailure(messageOf(result.error));
    return false;
  }
  return { run, failure, busy };
}
