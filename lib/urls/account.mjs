// @ts-check
// Logging in, registering, passwords and the e-mail checks.
import { FORGET_PARAM, RETURN_TO_PARAM } from './params.mjs';
import { HOME_PATH } from './site.mjs';

export const LOGIN_PATH = '/login';
export const VERIFY_EMAIL_PATH = '/verifyemail';
/** The public form with a dash before the step (docs/product.md, Pages); lib/urls/routing.mjs rewrites it to a folder. */
export const FORGET_PASSWORD_PREFIX = `${LOGIN_PATH}/forget-`;

/** `?returnTo=` for a way back (`&returnTo=` after other parameters); home needs none. */
const returnQuery = (/** @type {string} */ returnTo, separator = '?') =>
  returnTo && returnTo !== HOME_PATH ? `${separator}${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : '';

/** The login form; `returnTo` brings the member back after it. */
export const loginPath = ({ returnTo = HOME_PATH } = {}) => `${LOGIN_PATH}/0${returnQuery(returnTo)}`;

/** Registration of an individual (/login/1) or an enterprise (/login/2) member. */
export const registerPath = (/** @type {'individual' | 'enterprise'} */ kind, { returnTo = HOME_PATH } = {}) =>
  `${LOGIN_PATH}/${kind === 'individual' ? 1 : 2}${returnQuery(returnTo)}`;

/** The password change a login with L00004 (a temporary password) must make first. */
export const changePasswordPath = ({ returnTo = HOME_PATH } = {}) => `${LOGIN_PATH}/changePw${returnQuery(returnTo)}`;

export const forgetPasswordPath = (/** @type {string | number} */ step) => `${FORGET_PASSWORD_PREFIX}${step}`;

/**
 * The registration's e-mail check; the mailed link carries the code as well, and `returnTo`, where the
 * registration began (a pre-order step), so that the link leads back there from any browser.
 */
export const verifyEmailPath = (
  /** @type {{ tempUuid: string, code?: string, returnTo?: string }} */ { tempUuid, code, returnTo = HOME_PATH },
) =>
  `${VERIFY_EMAIL_PATH}?tempUuid=${encodeURIComponent(tempUuid)}${code ? `&code=${encodeURIComponent(code)}` : ''}${returnQuery(returnTo, '&')}`;

/** The link mailed to the old address after an e-mail change; it also clears any login in that browser. */
export const undoEmailChangePath = (/** @type {string} */ token) =>
  `${VERIFY_EMAIL_PATH}/undo?token=${encodeURIComponent(token)}&${FORGET_PARAM}=1`;
