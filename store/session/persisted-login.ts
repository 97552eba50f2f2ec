import { isLoggedIn, type LoginFields } from './logged-in';

/** redux-persist's key for the login slice ("persist:" + the slice key). */
export const LOGIN_PERSIST_KEY = 'login';

/**
 * Reads the persisted login without loading the store, so a public page loads the store's code only for a
 * visitor who has a login to show.
 */
export function hasStoredLogin(storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  return storedLogin(storage) !== null;
}

/** The name kept with a persisted login ('' without a login, or before the member's details came once). */
export function storedMemberName(storage: Pick<Storage, 'getItem'> = window.localStorage): string {
  return storedLogin(storage)?.memberName ?? '';
}

/** The persisted login's token, for a public page's own call ('' without a login). */
export function storedMemberToken(storage: Pick<Storage, 'getItem'> = window.localStorage): string {
  return storedLogin(storage)?.token ?? '';
}

/** The persisted login's fields (each as redux-persist wrote it: JSON in JSON), or null when no one is logged in. */
function storedLogin(storage: Pick<Storage, 'getItem'>): { memberName: string; token: string } | null {
  try {
    const raw = storage.getItem(`persist:${LOGIN_PERSIST_KEY}`);
    if (!raw) return null;
    const fields = JSON.parse(raw) as Record<string, string>;
    const value = (key: keyof LoginFields | 'memberName') => {
      const field = fields[key] ? (JSON.parse(fields[key]) as unknown) : '';
      return typeof field === 'string' ? field : '';
    };
    const login = {
      cvWebToken: value('cvWebToken'),
      memberUuid: value('memberUuid'),
      isWebValid: value('isWebValid') as LoginFields['isWebValid'],
    };
    return isLoggedIn(login) ? { memberName: value('memberName'), token: login.cvWebToken } : null;
  } catch {
    return null;
  }
}
