import type { ApiError } from '@/lib/api/types';
import { api, type SessionAnswer } from './api';
import { preorderStepPath } from '@/lib/urls/preorder';
import type { AppDispatch, RootState } from './make-store';
import { accountSet, goBackPreorderSet, loginStored, verificationStarted } from './slices/login-slice';

/** Where a login leaves the member (docs/product.md, Session; docs/api.md's login codes). */
export type LoginResult =
  | { next: 'member' }
  | { next: 'change-password' }
  | { next: 'verify-email'; tempUuid: string }
  | { next: 'two-factor'; challenge: string }
  | { next: 'error'; error: ApiError };

/**
 * 登入: L00001 stores the login as valid and loads the member; L00004 stores it as not valid (the
 * member must change the password first); L00005 resumes e-mail verification; L00006 asks for the
 * authenticator's code (submitSecondFactor); anything else is returned for the form to show.
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
    if ('challenge' in result.data) return { next: 'two-factor', challenge: result.data.challenge };
    return storeLogin(dispatch, result.data);
  };

/** The second step of an L00006 login: a TOTP or recovery code ends as the password login would. */
export const submitSecondFactor =
  (challenge: string, code: string) =>
  async (dispatch: AppDispatch): Promise<LoginResult> => {
    const result = await dispatch(api.endpoints.loginTwoFactor.initiate({ challenge, code }));
    if ('error' in result) return { next: 'error', error: result.error as ApiError };
    return storeLogin(dispatch, result.data);
  };

async function storeLogin(dispatch: AppDispatch, { code, token, memberUuid }: SessionAnswer): Promise<LoginResult> {
  const valid = code === 'L00001';
  dispatch(loginStored({ token, memberUuid, valid }));
  if (!valid) return { next: 'change-password' };
  await dispatch(api.endpoints.getMember.initiate(undefined, { forceRefetch: true }));
  return { next: 'member' };
}

/**
 * Where a member goes once logged in: back to the pre-order step, with the selection as it was, when
 * the configurator sent them to log in (goBackPreorder, which is then spent); else `returnTo`.
 */
export const afterLoginPath =
  (returnTo: string) =>
  (dispatch: AppDispatch, getState: () => RootState): string => {
    const { login, vehicleOrder } = getState();
    if (!login.goBackPreorder || !vehicleOrder.vehicleObject) return returnTo;
    dispatch(goBackPreorderSet(false));
    return preorderStepPath(vehicleOrder.vehicleObject.uuid);
  };
