import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '@/lib/schemas/member-info';
import { api } from '../api';
import { dataUpserted } from '../query/cache-slice';
import type { LoginFields } from '../session/logged-in';
import { sessionEnded } from '../session/session-ended';
import { memberInfoLoaded } from './member-slice';

export interface LoginState extends LoginFields {
  registerStep: number;
  account: string;
  tempUuid: string;
  registerMail: string;
  /** Return to the pre-order step after logging in. */
  goBackPreorder: boolean;
  /**
   * The member's name as last loaded, kept with the login so that the header shows it at once after a
   * reload (store/session/persisted-login.ts), before the member's details come again.
   */
  memberName: string;
  /** The forgotten-password flow's proof of the code, between its steps 2 and 3; never persisted. */
  resetToken: string;
}

export const initialLoginState: LoginState = {
  cvWebToken: '',
  memberUuid: '',
  isWebValid: 'false',
  registerStep: 0,
  account: '',
  tempUuid: '',
  registerMail: '',
  goBackPreorder: false,
  memberName: '',
  resetToken: '',
};

/** The fields redux-persist keeps in local storage. */
export const persistedLoginKeys = ['cvWebToken', 'memberUuid', 'isWebValid', 'goBackPreorder', 'memberName'] as const;

function clearLogin(state: LoginState) {
  state.cvWebToken = '';
  state.memberUuid = '';
  state.isWebValid = 'false';
  state.goBackPreorder = false;
  state.memberName = '';
}

export const loginSlice = createSlice({
  name: 'login',
  initialState: initialLoginState,
  reducers: {
    loginStored(state, action: PayloadAction<{ token: string; memberUuid: string; valid: boolean }>) {
      state.cvWebToken = action.payload.token;
      state.memberUuid = action.payload.memberUuid;
      state.isWebValid = action.payload.valid ? 'true' : 'false';
    },
    loginCleared: clearLogin,
    /** Only the token, member id and validity go (a forced password change): goBackPreorder stays. */
    tokenCleared(state) {
      state.cvWebToken = '';
      state.memberUuid = '';
      state.isWebValid = 'false';
      state.memberName = '';
    },
    goBackPreorderSet(state, action: PayloadAction<boolean>) {
      state.goBackPreorder = action.payload;
    },
    registerStepSet(state, action: PayloadAction<number>) {
      state.registerStep = action.payload;
    },
    accountSet(state, action: PayloadAction<string>) {
      state.account = action.payload;
    },
    forgetStarted(state, action: PayloadAction<{ tempUuid: string; account: string }>) {
      state.tempUuid = action.payload.tempUuid;
      state.account = action.payload.account;
      state.resetToken = '';
    },
    forgetCodeAccepted(state, action: PayloadAction<string>) {
      state.resetToken = action.payload;
    },
    forgetFinished(state) {
      state.resetToken = '';
      state.tempUuid = '';
    },
    verificationStarted(state, action: PayloadAction<{ tempUuid: string; registerMail?: string }>) {
      state.tempUuid = action.payload.tempUuid;
      if (action.payload.registerMail !== undefined) state.registerMail = action.payload.registerMail;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(sessionEnded, clearLogin)
      // The member's info, however it comes (store/slices/member-slice.ts takes it the same ways).
      .addCase(memberInfoLoaded, (state, action) => {
        state.memberName = action.payload.name;
      })
      .addMatcher(api.endpoints.getMember.matchFulfilled, (state, action) => {
        state.memberName = action.payload.name;
      })
      .addMatcher(
        (action) => dataUpserted.match(action) && action.payload.endpoint === 'getMember',
        (state, action: ReturnType<typeof dataUpserted>) => {
          state.memberName = (action.payload.data as MemberInfo).name;
        },
      ),
});

export const {
  loginStored,
  loginCleared,
  tokenCleared,
  goBackPreorderSet,
  registerStepSet,
  accountSet,
  verificationStarted,
  forgetStarted,
  forgetCodeAccepted,
  forgetFinished,
} = loginSlice.actions;
