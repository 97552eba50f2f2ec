import type { MemberInfo } from '@/lib/schemas/member-info';
import type { AnswerOf } from '@/lib/api/contract/calls';
import { api, endpoint, withBody, withoutArgument, withQuery } from './api';
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

/** A city or a town as the address call answers it. */
type AddressAnswer = AnswerOf<'GET /address/address/v1'>;
type ForgetAnswer = AnswerOf<'GET /login/v1/forget'>;
export type City = Extract<AddressAnswer, { cityId: string }[]>[number];
export type Town = Extract<AddressAnswer, { townId: string }[]>[number];

/** The calls of registration, verification, passwords, the member's data and e-mail, and addresses (docs/api.md, sections member and address). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation(withBody('POST /member/member/v1/register')),
    // From the mailed link the password set at registration comes along (/verifyemail).
    confirmRegistration: build.mutation(withBody('POST /member/member/v1/valid')),
    resendRegistrationCode: build.mutation(withQuery('GET /member/member/v1/resend')),
    // One call, two steps: an address starts it (the code's tempUuid), the code ends it (a reset token).
    startForget: build.mutation<Extract<ForgetAnswer, { tempUuid: string }>, { email: string }>({
      query: endpoint('GET /login/v1/forget', (query: { email: string }) => ({ query })).query,
    }),
    checkForgetCode: build.mutation<Extract<ForgetAnswer, { resetToken: string }>, { tempUuid: string; code: string }>({
      query: endpoint('GET /login/v1/forget', (query: { tempUuid: string; code: string }) => ({ query })).query,
    }),
    resendForgetCode: build.mutation(withQuery('GET /login/v1/verification')),
    // With a reset token (forgotten password) or with the stored L00004 token (forced change).
    resetPassword: build.mutation(
      endpoint('PUT /login/v1/reset', ({ resetToken, newPassword }: { resetToken?: string; newPassword: string }) => ({
        body: resetToken ? { resetToken, newPassword } : { newPassword },
        auth: !resetToken,
        quiet: true,
      })),
    ),
    updateMember: build.mutation({ ...withBody('PUT /member/member/v1', { auth: true }), onQueryStarted: keepMemberInfo }),
    changePassword: build.mutation(withBody('PUT /member/member/v1/reset', { auth: true })),
    // The current password goes in the body: never in a URL.
    sendEmailCode: build.mutation(withBody('POST /member/member/v1/email/send', { auth: true })),
    confirmEmail: build.mutation({ ...withQuery('GET /member/member/v1/email/valid', { auth: true }), onQueryStarted: keepMemberInfo }),
    undoEmailChange: build.mutation(withBody('POST /member/member/v1/email/undo')),
    // One call, two answers: the cities, or a city's towns.
    cities: build.query<City[], void>({ query: withoutArgument('GET /address/address/v1').query, keepUnusedDataFor: 3600 }),
    towns: build.query<Town[], string>({
      query: endpoint('GET /address/address/v1', (cityId: string) => ({ query: { cityId } })).query,
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
