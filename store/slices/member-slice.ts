import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { INITIAL_CHANGE_PW_STEP } from '@/lib/constants';
import type { MemberInfo } from '@/lib/schemas/member-info';
import { api } from '../api';
import { dataUpserted } from '../query/cache-slice';
import { sessionEnded } from '../session/session-ended';

export type ChangePwStep = typeof INITIAL_CHANGE_PW_STEP | 'edit' | 'password';

export interface MemberState {
  info: MemberInfo | null;
  changePwStep: ChangePwStep;
  editEmailModal: boolean;
  editMail: string;
}

export const initialMemberState: MemberState = {
  info: null,
  changePwStep: INITIAL_CHANGE_PW_STEP,
  editEmailModal: false,
  editMail: '',
};

export const memberSlice = createSlice({
  name: 'member',
  initialState: initialMemberState,
  reducers: {
    memberInfoLoaded(state, action: PayloadAction<MemberInfo>) {
      state.info = action.payload;
    },
    memberInfoCleared() {
      return initialMemberState;
    },
    changePwStepSet(state, action: PayloadAction<ChangePwStep>) {
      state.changePwStep = action.payload;
    },
    editEmailModalSet(state, action: PayloadAction<boolean>) {
      state.editEmailModal = action.payload;
    },
    editMailSet(state, action: PayloadAction<string>) {
      state.editMail = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(sessionEnded, () => initialMemberState)
      // The edits of the account screens (store/account-api.ts) bring the new info with memberInfoLoaded.
      .addMatcher(api.endpoints.getMember.matchFulfilled, (state, action) => {
        state.info = action.payload;
      })
      // The member a server page rendered with, once its query takes it in.
      .addMatcher(
        (action) => dataUpserted.match(action) && action.payload.endpoint === 'getMember',
        (state, action: ReturnType<typeof dataUpserted>) => {
          state.info = action.payload.data as MemberInfo;
        },
      ),
});

export const { memberInfoLoaded, memberInfoCleared, changePwStepSet, editEmailModalSet, editMailSet } = memberSlice.actions;
