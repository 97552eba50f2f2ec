import type { RootState } from './make-store';
import { isLoggedIn } from './session/logged-in';

export const selectIsLoggedIn = (state: RootState) => isLoggedIn(state.login);
export const selectMemberName = (state: RootState) => state.member.info?.name ?? '';
