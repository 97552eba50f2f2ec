import { MY_ACCOUNT } from '@/lib/words/pages';
import { SIGN_IN } from '@/lib/words/shell';
/**
 * The header's login button: the member's name, or 我的帳號 for a login whose name is not known yet (one
 * kept before names were kept with it); never a word that could read as someone else's name.
 */
export const loginButtonLabel = (loggedIn: boolean, name: string) => (loggedIn ? name || MY_ACCOUNT : SIGN_IN);
