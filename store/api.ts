import { apiRequest, type ApiRequest } from '@/lib/api-client';
import type { ApiError, MemberInfo } from '@/lib/api-types';
import { SESSION_FAILURE_CODES } from '@/lib/constants';
import { createApi, type BaseQuery } from './query/create-api';
import { sessionEnded } from './session/session-ended';
import type { LoginState } from './slices/login-slice';

export interface ApiArgs extends Omit<ApiRequest, 'token' | 'signal'> {
  /** Send the stored token; a session-failure code then ends the session. */
  auth?: boolean;
  /** With auth: a session-failure code is only returned, the caller ends the session itself. */
  quiet?: boolean;
}

const isSessionFailure = (code: string) => (SESSION_FAILURE_CODES as readonly string[]).includes(code);

/** The envelope's code of a successful answer (00000, L00001 or L00004), for calls that branch on it. */
export interface ApiMeta {
  code: string;
}

const envelopeBaseQuery: BaseQuery<ApiArgs, ApiError, ApiMeta> = async (args, { getState, dispatch, signal }) => {
  const { auth, quiet, ...request } = args;
  const token = auth ? (getState() as { login: LoginState }).login.cvWebToken : undefined;
  const result = await apiRequest<unknown>({ ...request, token, signal });
  if (result.ok) return { data: result.data, meta: { code: result.code } };
  // Only the login this call was sent with ends: one forgotten or replaced meanwhile, or none, is not the browser's now.
  const current = Boolean(token) && (getState() as { login: LoginState }).login.cvWebToken === token;
  if (current && !quiet && isSessionFailure(result.error.code)) dispatch(sessionEnded({ reason: 'expired' }));
  return { error: result.error };
};

export interface LoginAnswer {
  code: string;
  token: string;
  memberUuid: string;
  /** L00006: the account has two-factor sign-in; the code goes with this to POST /login/v1/two-factor. */
  challenge?: string;
}

/** The API's calls over the envelope (store/query, in RTK Query's shape); later screens inject their endpoints into it. */
export const api = createApi({
  baseQuery: envelopeBaseQuery,
  endpoints: (build) => ({
    // GET /member/member/v1 - the logged-in member's info
    getMember: build.query<MemberInfo, void>({
      query: () => ({ path: '/member/member/v1', auth: true }),
      providesTags: ['Member'],
    }),
    // POST /login/v1 - log in: L00001 valid, L00004 the password must be changed first, L00006 the TOTP code next.
    // A login kept in this browser goes along, so the server ends it when the new one begins.
    login: build.mutation<LoginAnswer, { account: string; password: string }>({
      query: (body) => ({ path: '/login/v1', method: 'POST', body, auth: true, quiet: true }),
      transformResponse: (data: Omit<LoginAnswer, 'code'>, meta) => ({ ...data, code: meta?.code ?? '' }),
    }),
    // POST /login/v1/two-factor - the L00006 challenge and a TOTP or recovery code: L00001 or L00004
    loginTwoFactor: build.mutation<LoginAnswer, { challenge: string; code: string }>({
      query: (body) => ({ path: '/login/v1/two-factor', method: 'POST', body, auth: true, quiet: true }),
      transformResponse: (data: Omit<LoginAnswer, 'code'>, meta) => ({ ...data, code: meta?.code ?? '' }),
    }),
    // POST /login/v1/logout - revoke this session on the server
    logout: build.mutation<null, void>({
      query: () => ({ path: '/login/v1/logout', method: 'POST', auth: true, quiet: true }),
    }),
  }),
});

export const { useGetMemberQuery, useLogoutMutation } = api;
