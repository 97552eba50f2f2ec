import { api } from '../api';
import type { AppDispatch } from '../make-store';
import { sessionEnded } from './session-ended';

/** 登出: revoke the session on the server (an answer is not awaited for long), then forget it here. */
export const logout = () => async (dispatch: AppDispatch) => {
  await dispatch(api.endpoints.logout.initiate());
  dispatch(sessionEnded({ reason: 'logout' }));
};
