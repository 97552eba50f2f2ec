import { isLoggedIn, type LoginFields } from './logged-in';

/** redux-persist's key for the login slice ("persist:" + the slice key). */
export const LOGIN_PERSIST_KEY = 'login';

/**
 * Reads the persisted login without loading the store, so a public page loads the store's code only for a
 * visitor who has a login to show.
 */
export function hasStoredLogin(storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    const raw = storage.getItem(`persist:${LOGIN_PERSIST_KEY}`);
    if (!raw) return false;
    const fields = JSON.parse(raw) as Record<string, string>;
    const value = (key: keyof LoginFields) => (fields[key] ? (JSON.parse(fields[key]) as string) : '');
    return isLoggedIn({
      cvWebToken: value('cvWebToken'),
      memberUuid: value('memberUuid'),
      isWebValid: value('isWebValid') as LoginFields['isWebValid'],
    });
  } catch {
    return false;
  }
}
