import type { RootState } from './make-store';
import { isLoggedIn } from './session/logged-in';

export const selectIsLoggedIn = (state: RootState) => isLoggedIn(state.login);
/** The loaded member's name, else the one kept with the login (a reload, before the details come again). */
export const selectMemberName = (state: RootState) => state.member.info?.name || state.login.memberName;
