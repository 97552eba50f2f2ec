import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../session/session-ended';

interface UiState {
  drawers: { login: boolean };
}

type DrawerName = keyof UiState['drawers'];

const initialUiState: UiState = {
  drawers: { login: false },
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    drawerOpened(state, action: PayloadAction<DrawerName>) {
      state.drawers[action.payload] = true;
    },
    drawerClosed(state, action: PayloadAction<DrawerName>) {
      state.drawers[action.payload] = false;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(sessionEnded, (state) => {
      state.drawers = initialUiState.drawers;
    }),
});

export const { drawerOpened, drawerClosed } = uiSlice.actions;
