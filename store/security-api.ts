import type { AnswerOf } from '@/lib/api/contract/calls';
import { api, endpoint, withBody, withoutArgument } from './api';

/** A session as GET /member/session/v1 lists it. */
export type MemberSession = AnswerOf<'GET /member/session/v1'>[number];

export type TwoFactorEnrolment = AnswerOf<'POST /member/two-factor/v1/setup'>;

/** The member's sessions and two-factor sign-in (docs/api.md, sections member and security); changes to either refresh what shows them. */
export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query({ ...withoutArgument('GET /member/session/v1', { auth: true }), providesTags: ['Sessions'] }),
    endSession: build.mutation({
      ...endpoint('POST /member/session/v1/{sessionUuid}/end', ({ sessionUuid, password }: { sessionUuid: string; password: string }) => ({
        params: { sessionUuid },
        body: { password },
        auth: true,
      })),
      invalidatesTags: ['Sessions'],
    }),
    endOtherSessions: build.mutation({ ...withBody('POST /member/session/v1/end-others', { auth: true }), invalidatesTags: ['Sessions'] }),
    setUpTwoFactor: build.mutation(withBody('POST /member/two-factor/v1/setup', { auth: true })),
    enableTwoFactor: build.mutation({
      ...withBody('POST /member/two-factor/v1/enable', { auth: true }),
      invalidatesTags: ['Member', 'Sessions'],
    }),
    disableTwoFactor: build.mutation({
      ...withBody('POST /member/two-factor/v1/disable', { auth: true }),
      invalidatesTags: ['Member', 'Sessions'],
    }),
    noticePrefs: build.query({ ...withoutArgument('GET /member/notice/v1', { auth: true }), providesTags: ['Notices'] }),
    setNoticePrefs: build.mutation({ ...withBody('PUT /member/notice/v1', { auth: true }), invalidatesTags: ['Notices'] }),
    regenerateRecoveryCodes: build.mutation({
      ...withBody('POST /member/two-factor/v1/recovery-codes', { auth: true }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const {
  useSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useNoticePrefsQuery,
  useSetNoticePrefsMutation,
} = securityApi;
