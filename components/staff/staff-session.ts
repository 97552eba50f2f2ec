'use client';

import { useCallback, useEffect, useState } from 'react';
import { apiRequest, type ApiRequest } from '@/lib/api-client';
import type { ApiError, ApiResult } from '@/lib/api-types';
import type { StaffRole } from '@/lib/staff/roles';

// The console's sign-in in the browser: the token lives in this tab's sessionStorage (gone when the tab
// closes) and goes in the cv-staff-token header, never a cookie. An answer saying the session ended
// forgets it, and the frame sends the person back to sign in.

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

export const storedToken = () => (typeof window === 'undefined' ? null : window.sessionStorage.getItem(TOKEN_KEY));

export function storedProfile(): StaffProfile | null {
  if (typeof window === 'undefined') return null;
  try {
    const profile = JSON.parse(window.sessionStorage.getItem(PROFILE_KEY) ?? 'null') as StaffProfile | null;
    return profile && typeof profile.name === 'string' && typeof profile.role === 'string' ? profile : null;
  } catch {
    return null;
  }
}

export function keepSignIn(token: string, profile: StaffProfile) {
  window.sessionStorage.setItem(TOKEN_KEY, token);
  window.sessionStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
}

export function forgetSignIn() {
  window.sessionStorage.removeItem(TOKEN_KEY);
  window.sessionStorage.removeItem(PROFILE_KEY);
}

const SESSION_CODES = new Set(['A00001', 'A00005', 'A00009']);

/** A console call with the stored token; an ended session is forgotten and announced. */
export async function staffRequest<T>(request: Omit<ApiRequest, 'token'>): Promise<ApiResult<T>> {
  const token = storedToken();
  const result = await apiRequest<T>({ ...request, headers: { ...request.headers, ...(token ? { 'cv-staff-token': token } : {}) } });
  if (!result.ok && SESSION_CODES.has(result.error.code)) {
    forgetSignIn();
    window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT, { detail: result.error.code }));
  }
  return result;
}

/** Reads a console call's data; `reload` reads it again (after a change, or a conflict). */
export function useStaffQuery<T>(path: string | null, query?: ApiRequest['query']) {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: true });
  const key = path === null ? null : `${path}?${JSON.stringify(query ?? {})}`;
  const load = useCallback(async () => {
    if (key === null || path === null) return;
    setState((previous) => ({ ...previous, loading: true }));
    const result = await staffRequest<T>({ path, query });
    setState(result.ok ? { data: result.data, loading: false } : { error: result.error, loading: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for path and query
  }, [key]);
  useEffect(() => {
    void load();
  }, [load]);
  return { ...state, reload: load };
}
