/** The login fields that decide whether a visitor is logged in; free of Redux so any page can read it. */
export interface LoginFields {
  cvWebToken: string;
  memberUuid: string;
  /** "true" only for a fully valid login (L00001); "false" for L00004 or none. */
  isWebValid: 'true' | 'false';
}

/** Logged in ⇔ isWebValid is "true" and both a token and a member id are present (docs/product.md, Session). */
export const isLoggedIn = (login: LoginFields) => login.isWebValid === 'true' && login.cvWebToken !== '' && login.memberUuid !== '';
