import type { ApiError } from '@/lib/api-types';
import { api } from './api';
import type { AppDispatch } from './make-store';
import { accountSet, loginStored, unChangePasswordSet, verificationStarted } from './slices/login-slice';

/** Where a login leaves the member (SPEC §4, API.md login codes). */
export type LoginResult =
  | { next: 'member' }
  | { next: 'change-password' }
  | { next: 'verify-email'; tempUuid: string }
  | { next: 'error'; error: ApiError };

/**
 * 登入: L00001 stores the login as valid and loads the member; L00004 stores it as not valid (the
 * member must change the password first); L00005 resumes e-mail verification; anything else is
 * returned for the form to show.
 */
export const submitLogin =
  (account: string, password: string) =>
  async (dispatch: AppDispatch): Promise<LoginResult> => {
    dispatch(accountSet(account));
    const result = await dispatch(api.endpoints.login.initiate({ account, password }));
    if ('error' in result) {
      const error = result.error as ApiError;
      const tempUuid = error.code === 'L00005' ? (error.data as { tempUuid?: string } | null)?.tempUuid : undefined;
      if (tempUuid) {
        dispatch(verificationStarted({ tempUuid, registerMail: account }));
        return { next: 'verify-email', tempUuid };
      }
      return { next: 'error', error };
    }
    const { code, token, memberUuid } = result.data;
    const valid = code === 'L00001';
    dispatch(loginStored({ token, memberUuid, valid }));
    dispatch(unChangePasswordSet(!valid));
    if (!valid) return { next: 'change-password' };
    await dispatch(api.endpoints.getMember.initiate(undefined, { forceRefetch: true }));
    return { next: 'member' };
  };
