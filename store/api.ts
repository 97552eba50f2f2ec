import { apiRequest } from '@/lib/api/client';
import { isSessionEnded } from '@/lib/api/codes';
import type { ApiError } from '@/lib/api/types';
import type { MemberInfo } from '@/lib/schemas/member-info';
import type { AnswerOf, BodyOf, Call, CallInput, QueryOf } from '@/lib/api/contract/calls';
import { createApi } from './query/create-api';
import type { BaseQuery } from './query/definitions';
import { sessionEnded } from './session/session-ended';
import type { LoginFields } from './session/logged-in';

interface SendOptions {
  /** Send the stored token; a session-failure code then ends the session. */
  auth?: boolean;
  /** With auth: a session-failure code is only returned, the caller ends the session itself. */
  quiet?: boolean;
  headers?: Record<string, string>;
}

/** What an endpoint sends: a call of the contract (lib/api/contract/calls.ts), its input, and how. */
export type ApiArgs = { call: Call; params?: object; query?: object; body?: unknown } & SendOptions;

/** The envelope's code of a successful answer (00000, L00001 or L00004), for calls that branch on it. */
export interface ApiMeta {
  code: string;
}

const envelopeBaseQuery: BaseQuery<ApiArgs, ApiError, ApiMeta> = async (args, { getState, dispatch, signal }) => {
  const { auth, quiet, ...request } = args;
  const token = auth ? (getState() as { login: LoginFields }).login.cvWebToken : undefined;
  const result = await apiRequest({ ...(request as Parameters<typeof apiRequest>[0]), token, signal });
  if (result.ok) return { data: result.data, meta: { code: result.code } };
  // Only the login this call was sent with ends: one forgotten or replaced meanwhile, or none, is not the browser's now.
  const current = Boolean(token) && (getState() as { login: LoginFields }).login.cvWebToken === token;
  if (current && !quiet && isSessionEnded(result.error.code)) dispatch(sessionEnded({ reason: 'expired' }));
  return { error: result.error };
};

/**
 * An endpoint of one call of the contract: `input` makes the call's input from the endpoint's argument,
 * and the answer has the call's type, so a wrong path, body field or answer field fails the type check.
 */
export const endpoint = <C extends Call, A = void>(call: C, input: (arg: A) => CallInput<C> & SendOptions) =>
  ({ query: (arg: A) => ({ call, ...input(arg) }) as ApiArgs }) as {
    query: (arg: A) => ApiArgs;
    /** Never set (it would weigh on every member page): it only carries the call's answer type to the definition. */
    transformResponse?: (data: AnswerOf<C>) => AnswerOf<C>;
  };

/** An endpoint without an argument (a call without params, body or query). */
export const withoutArgument = <C extends Call>(call: C, options: SendOptions = {}) =>
  endpoint<C, void>(call, () => options as CallInput<C> & SendOptions);

/** An endpoint whose argument is the call's body. */
export const withBody = <C extends Call>(call: C, options: SendOptions = {}) =>
  endpoint(call, (body: BodyOf<C>) => ({ body, ...options }) as CallInput<C> & SendOptions);

/** An endpoint whose argument is the call's query. */
export const withQuery = <C extends Call>(call: C, options: SendOptions = {}) =>
  endpoint(call, (query: NonNullable<QueryOf<C>>) => ({ query, ...options }) as CallInput<C> & SendOptions);

/** What a login answers, with the envelope's code (L00001, L00004 or L00006) beside it. */
export type LoginAnswer = AnswerOf<'POST /login/v1'> & { code: string };
/** What a login's second factor answers: the session, with L00001 or L00004. */
export type SessionAnswer = AnswerOf<'POST /login/v1/two-factor'> & { code: string };

/** The API's calls over the envelope (store/query, in RTK Query's shape); later screens inject their endpoints into it. */
export const api = createApi({
  baseQuery: envelopeBaseQuery,
  endpoints: (build) => ({
    // GET /member/member/v1 - the logged-in member's info
    // Both kinds in one type, so that a screen reads a kind's field without narrowing first.
    getMember: build.query<MemberInfo, void>({
      query: withoutArgument('GET /member/member/v1', { auth: true }).query,
      providesTags: ['Member'],
    }),
    // POST /login/v1 - log in: L00001 valid, L00004 the password must be changed first, L00006 the TOTP code next.
    // A login kept in this browser goes along, so the server ends it when the new one begins.
    login: build.mutation({
      query: withBody('POST /login/v1', { auth: true, quiet: true }).query,
      transformResponse: (data: AnswerOf<'POST /login/v1'>, meta): LoginAnswer => ({ ...data, code: meta?.code ?? '' }),
    }),
    // POST /login/v1/two-factor - the L00006 challenge and a TOTP or recovery code: L00001 or L00004
    loginTwoFactor: build.mutation({
      query: withBody('POST /login/v1/two-factor', { auth: true, quiet: true }).query,
      transformResponse: (data: AnswerOf<'POST /login/v1/two-factor'>, meta): SessionAnswer => ({ ...data, code: meta?.code ?? '' }),
    }),
    // POST /login/v1/logout - revoke this session on the server
    logout: build.mutation(withoutArgument('POST /login/v1/logout', { auth: true, quiet: true })),
  }),
});

export const { useGetMemberQuery, useLogoutMutation } = api;
