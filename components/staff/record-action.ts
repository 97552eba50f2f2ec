'use client';

import { useState } from 'react';
import { showToast } from '@/lib/site/toasts';
import { messageOf } from './pipeline-list';
import type { Call, CallRequest } from '@/lib/api/contract/calls';
import { staffRequest } from './staff-session';

interface RunOptions {
  /** Which action of the page this is, so its refusal shows beside it (errorAt). */
  at?: string;
}

/**
 * Runs a change of a record and says how it went: done (a toast, and the record read again), changed
 * by someone else meanwhile (S00409: in words, and the record read again to show its state now), or
 * refused (the reason, with nothing changed). The last refusal is kept with the action it belongs to:
 * `errorAt(at)` gives it to the place beside that action, `errorOfGone` when that action has gone from the
 * page; `failure` is it wherever it came from.
 */
export function useRecordAction(reload: () => void) {
  const [refusal, setRefusal] = useState<{ at: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function run<C extends Call>(request: CallRequest<C>, done: string, { at = '' }: RunOptions = {}): Promise<boolean> {
    setBusy(true);
    setRefusal(null);
    const result = await staffRequest<C>(request);
    setBusy(false);
    if (result.ok) {
      showToast(done, 'success');
      reload();
      return true;
    }
    if (result.error.code === 'S00409') {
      setRefusal({ at, message: `${result.error.message}。頁面已顯示最新內容。` });
      reload();
      return false;
    }
    setRefusal({ at, message: messageOf(result.error) });
    return false;
  }
  const errorAt = (at: string) => (refusal?.at === at ? refusal.message : '');
  /** The refusal of an action no longer on the page (the record moved on meanwhile), for the place the actions were. */
  const errorOfGone = (shown: readonly string[]) => (refusal && !shown.includes(refusal.at) ? refusal.message : '');
  return { run, busy, failure: refusal?.message ?? '', errorAt, errorOfGone };
}
