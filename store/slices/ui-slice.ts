import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../session/session-ended';

export type DrawerName = 'login' | 'register' | 'forget' | 'orderInfo';
export type AlertType = 'success' | 'error' | 'warning' | 'info';

export interface UiState {
  titleText: string;
  drawers: Record<DrawerName, boolean>;
  loading: boolean;
  modalLoading: boolean;
  alert: { isOpen: boolean; message: string; type: AlertType };
  catalogModal: { isOpen: boolean; type: string };
  noFooter: boolean;
}

export const initialUiState: UiState = {
  titleText: '',
  drawers: { login: false, register: false, forget: false, orderInfo: false },
  loading: false,
  modalLoading: false,
  alert: { isOpen: false, message: '', type: 'success' },
  catalogModal: { isOpen: false, type: '' },
  noFooter: false,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    titleTextSet(state, action: PayloadAction<string>) {
      state.titleText = action.payload;
    },
    drawerOpened(state, action: PayloadAction<DrawerName>) {
      state.drawers[action.payload] = true;
    },
    drawerClosed(state, action: PayloadAction<DrawerName>) {
      state.drawers[action.payload] = false;
    },
    loadingSet(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    modalLoadingSet(state, action: PayloadAction<boolean>) {
      state.modalLoading = action.payload;
    },
    alertOpened(state, action: PayloadAction<{ message: string; type?: AlertType }>) {
      state.alert = { isOpen: true, message: action.payload.message, type: action.payload.type ?? 'success' };
    },
    alertClosed(state) {
      state.alert.isOpen = false;
    },
    catalogModalOpened(state, action: PayloadAction<string>) {
      state.catalogModal = { isOpen: true, type: action.payload };
    },
    catalogModalClosed(state) {
      state.catalogModal.isOpen = false;
    },
    noFooterSet(state, action: PayloadAction<boolean>) {
      state.noFooter = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(sessionEnded, (state) => {
      state.drawers = initialUiState.drawers;
    }),
});

export const {
  titleTextSet,
  drawerOpened,
  drawerClosed,
  loadingSet,
  modalLoadingSet,
  alertOpened,
  alertClosed,
  catalogModalOpened,
  catalogModalClosed,
  noFooterSet,
} = uiSlice.actions;
