import type { MemberInfo } from '@/lib/api-types';
import type { MemberUpdateInput, RegisterInput } from '@/lib/schemas/member';
import { api } from './api';
import { memberInfoLoaded } from './slices/member-slice';

/** An answer with the member's new info puts it in the member slice (loaded only with these screens). */
const keepMemberInfo = async (
  _: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: MemberInfo }> },
) => {
  try {
    dispatch(memberInfoLoaded((await queryFulfilled).data));
  } catch {
    // A failed call changes nothing; the form shows why.
  }
};

export interface City {
  cityId: string;
  name: string;
}
export interface Town {
  townId: string;
  name: string;
  zip: string;
}
interface Code {
  tempUuid: string;
  code: string;
}

/** The calls of registration, verification, passwords, the member's data and e-mail, and addresses (docs/api.md, sections member and address). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<{ tempUuid: string; registerMail: string }, RegisterInput>({
      query: (body) => ({ path: '/member/member/v1/register', method: 'POST', body }),
    }),
    // From the mailed link the password set at registration comes along (/verifyemail).
    confirmRegistration: build.mutation<null, Code & { password?: string }>({
      query: (body) => ({ path: '/member/member/v1/valid', method: 'POST', body }),
    }),
    resendRegistrationCode: build.mutation<null, { tempUuid: string; returnTo?: string }>({
      query: (query) => ({ path: '/member/member/v1/resend', query: { ...query } }),
    }),
    startForget: build.mutation<{ tempUuid: string }, { email: string }>({
      query: (query) => ({ path: '/login/v1/forget', query: { ...query } }),
    }),
    checkForgetCode: build.mutation<{ resetToken: string }, Code>({
      query: (query) => ({ path: '/login/v1/forget', query: { ...query } }),
    }),
    resendForgetCode: build.mutation<null, { tempUuid: string }>({
      query: (query) => ({ path: '/login/v1/verification', query: { ...query } }),
    }),
    // With a reset token (forgotten password) or with the stored L00004 token (forced change).
    resetPassword: build.mutation<null, { resetToken?: string; newPassword: string }>({
      query: ({ resetToken, newPassword }) => ({
        path: '/login/v1/reset',
        method: 'PUT',
        body: resetToken ? { resetToken, newPassword } : { newPassword },
        auth: !resetToken,
        quiet: true,
      }),
    }),
    updateMember: build.mutation<MemberInfo, MemberUpdateInput>({
      query: (body) => ({ path: '/member/member/v1', method: 'PUT', body, auth: true }),
      onQueryStarted: keepMemberInfo,
    }),
    changePassword: build.mutation<null, { oldPassword: string; newPassword: string }>({
      query: (body) => ({ path: '/member/member/v1/reset', method: 'PUT', body, auth: true }),
    }),
    // The current password goes in the body: never in a URL.
    sendEmailCode: build.mutation<null, { email: string; password: string }>({
      query: (body) => ({ path: '/member/member/v1/email/send', method: 'POST', body, auth: true }),
    }),
    confirmEmail: build.mutation<MemberInfo, { email: string; code: string }>({
      query: (query) => ({ path: '/member/member/v1/email/valid', query: { ...query }, auth: true }),
      onQueryStarted: keepMemberInfo,
    }),
    undoEmailChange: build.mutation<{ restored: boolean }, { token: string }>({
      query: (body) => ({ path: '/member/member/v1/email/undo', method: 'POST', body }),
    }),
    cities: build.query<City[], void>({
      query: () => ({ path: '/address/address/v1' }),
      keepUnusedDataFor: 3600,
    }),
    towns: build.query<Town[], string>({
      query: (cityId) => ({ path: '/address/address/v1', query: { cityId } }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useRegisterMutation,
  useConfirmRegistrationMutation,
  useResendRegistrationCodeMutation,
  useStartForgetMutation,
  useCheckForgetCodeMutation,
  useResendForgetCodeMutation,
  useResetPasswordMutation,
  useUpdateMemberMutation,
  useChangePasswordMutation,
  useSendEmailCodeMutation,
  useConfirmEmailMutation,
  useUndoEmailChangeMutation,
  useCitiesQuery,
  useTownsQuery,
} = accountApi;
