'use client';

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { apiRequest, type ApiRequest } from '@/lib/api/client';
import { isSessionEnded } from '@/lib/api/codes';
import type { ApiError, ApiResult } from '@/lib/api/types';
import type { AnswerOf, Call, CallRequest } from '@/lib/api/contract/calls';
import type { StaffRole } from '@/lib/staff/roles';
import { STAFF_TOKEN_HEADER } from '@/lib/api/token-headers';

// The console's sign-in in the browser: the token lives in this origin's localStorage, so every tab of
// the browser shares one session (a record opened in a new tab needs no second sign-in), and goes in the
// cv-staff-token header, never a cookie (docs/staff-api.md says why). Signing out, or an answer saying the
// session ended, forgets it in every tab at once: the others hear it through the `storage` event, and
// the frame sends each back to sign in. The server's idle and absolute limits bound how long it serves.

const TOKEN_KEY = 'cv-staff-token';
const PROFILE_KEY = 'cv-staff-profile';
export const SESSION_ENDED_EVENT = 'staff-session-ended';

export interface StaffProfile {
  uuid: string;
  name: string;
  email: string;
  role: StaffRole;
  dealerCode: string | null;
}

export const storedToken = () => (typeof window === 'undefined' ? null : window.localStorage.getItem(TOKEN_KEY));

function parseProfile(raw: string | null): StaffProfile | null {
  try {
    const profile = JSON.parse(raw ?? 'null') as StaffProfile | null;
    return profile && typeof profile.name === 'string' && typeof profile.role === 'string' ? profile : null;
  } catch {
    return null;
  }
}

const PROFILE_CHANGED = 'staff-profile-changed';

export function keepSignIn(token: string, profile: StaffProfile) {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
  window.dispatchEvent(new Event(PROFILE_CHANGED));
}

export function forgetSignIn() {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(PROFILE_KEY);
  window.dispatchEvent(new Event(PROFILE_CHANGED));
}

// This tab's own changes come as PROFILE_CHANGED; another tab's as a `storage` event (key null: cleared).
const subscribe = (changed: () => void) => {
  const fromAnotherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === PROFILE_KEY) changed();
  };
  window.addEventListener(PROFILE_CHANGED, changed);
  window.addEventListener('storage', fromAnotherTab);
  return () => {
    window.removeEventListener(PROFILE_CHANGED, changed);
    window.removeEventListener('storage', fromAnotherTab);
  };
};

/** Who is signed in in this browser: undefined while the server renders (nobody known yet), null when nobody. */
export function useStaffProfile(): StaffProfile | null | undefined {
  const raw = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(PROFILE_KEY),
    () => undefined,
  );
  return useMemo(() => (raw === undefined ? undefined : parseProfile(raw)), [raw]);
}

/** A console call of the contract with the stored token; an ended session is forgotten and announced. */
export async function staffRequest<C extends Call>(request: CallRequest<C>): Promise<ApiResult<AnswerOf<C>>> {
  const token = storedToken();
  const result = await apiRequest<C>({ ...request, headers: token ? { [STAFF_TOKEN_HEADER]: token } : {} } as ApiRequest<C>);
  if (!result.ok && isSessionEnded(result.error.code)) {
    forgetSignIn();
    window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT, { detail: result.error.code }));
  }
  return result;
}

/** Reads a console call's data (none while `request` is null); `reload` reads it again (after a change, or a conflict). */
export function useStaffQuery<C extends Call>(request: CallRequest<C> | null) {
  const key = request === null ? null : JSON.stringify(request);
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ key: string; round: number; data?: AnswerOf<C>; error?: ApiError } | null>(null);
  useEffect(() => {
    if (key === null || request === null) return;
    let current = true;
    void staffRequest<C>(request).then((answer) => {
      if (current) setResult(answer.ok ? { key, round, data: answer.data } : { key, round, error: answer.error });
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the request
  }, [key, round]);
  const fresh = result !== null && result.key === key;
  return {
    data: fresh ? result.data : undefined,
    error: fresh ? result.error : undefined,
    loading: !fresh || result.round !== round,
    reload: useCallback(() => setRound((value) => value + 1), []),
  };
}
