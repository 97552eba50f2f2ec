import type { NoticePrefs } from '@/lib/notice-prefs';
import { api } from './api';

/** A session as GET /member/session/v1 lists it. */
export interface MemberSession {
  sessionUuid: string;
  browser: string;
  system: string;
  place: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** The member's sessions and two-factor sign-in (docs/api.md, sections member and security); changes to either refresh what shows them. */
export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<MemberSession[], void>({
      query: () => ({ path: '/member/session/v1', auth: true }),
      providesTags: ['Sessions'],
    }),
    endSession: build.mutation<null, { sessionUuid: string; password: string }>({
      query: ({ sessionUuid, password }) => ({
        path: `/member/session/v1/${sessionUuid}/end`,
        method: 'POST',
        body: { password },
        auth: true,
      }),
      invalidatesTags: ['Sessions'],
    }),
    endOtherSessions: build.mutation<{ ended: number }, { password: string }>({
      query: (body) => ({ path: '/member/session/v1/end-others', method: 'POST', body, auth: true }),
      invalidatesTags: ['Sessions'],
    }),
    setUpTwoFactor: build.mutation<TwoFactorEnrolment, { password: string }>({
      query: (body) => ({ path: '/member/two-factor/v1/setup', method: 'POST', body, auth: true }),
    }),
    enableTwoFactor: build.mutation<{ recoveryCodes: string[] }, { code: string; endOtherSessions?: boolean }>({
      query: (body) => ({ path: '/member/two-factor/v1/enable', method: 'POST', body, auth: true }),
      invalidatesTags: ['Member', 'Sessions'],
    }),
    disableTwoFactor: build.mutation<null, { password: string; code: string; endOtherSessions?: boolean }>({
      query: (body) => ({ path: '/member/two-factor/v1/disable', method: 'POST', body, auth: true }),
      invalidatesTags: ['Member', 'Sessions'],
    }),
    noticePrefs: build.query<NoticePrefs, void>({
      query: () => ({ path: '/member/notice/v1', auth: true }),
      providesTags: ['Notices'],
    }),
    setNoticePrefs: build.mutation<NoticePrefs, NoticePrefs>({
      query: (body) => ({ path: '/member/notice/v1', method: 'PUT', body, auth: true }),
      invalidatesTags: ['Notices'],
    }),
    regenerateRecoveryCodes: build.mutation<{ recoveryCodes: string[] }, { password: string; code: string; endOtherSessions?: boolean }>({
      query: (body) => ({ path: '/member/two-factor/v1/recovery-codes', method: 'POST', body, auth: true }),
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
