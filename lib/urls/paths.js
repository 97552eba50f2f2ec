// @ts-check
// Every public URL of the portal and its builder (DESIGN.md: links and redirects always use the public form).
// Plain CommonJS so that next.config.js and the server around Next (lib/urls/routing.js) read the same paths.

const HOME_PATH = '/';
const VEHICLE_OWNER_PATH = '/vehicleowner';
const PREORDER_RESULT_PATH = `${VEHICLE_OWNER_PATH}/preorder-result`;
const PREORDER_DONE_PATH = `${VEHICLE_OWNER_PATH}/preorder-done`;
const ORDER_GUIDE_PATH = '/order';
const PRIVACY_PATH = '/privacy';
const TERMS_PATH = '/terms';
const NEWS_PATH = '/news';
const MAGAZINE_PATH = '/magazine';
const MAGAZINE_LIST_PATH = `${MAGAZINE_PATH}/magazinelist`;
const LOGIN_PATH = '/login';
const VERIFY_EMAIL_PATH = '/verifyemail';
const MEMBER_PATH = '/member';
const MEMBER_INFO_PATH = `${MEMBER_PATH}/info`;
const PURCHASE_PATH = `${MEMBER_PATH}/purchase`;
const DEV_PATH = '/dev';
const SITEMAP_PATH = '/sitemap.xml';
const ROBOTS_PATH = '/robots.txt';
const FEED_PATH = '/feed.xml';

// The spec's forms with a dash before an id; lib/urls/routing.js rewrites each to a folder.
const VEHICLE_INFO_PREFIX = `${VEHICLE_OWNER_PATH}/info-`;
const FORGET_PASSWORD_PREFIX = `${LOGIN_PATH}/forget-`;
const PURCHASE_DETAILS = /** @type {const} */ (['contract-detail', 'contract-spec', 'delivery', 'preorder-spec']);
/** @typedef {(typeof PURCHASE_DETAILS)[number]} PurchaseDetail */

/** The query parameter that, when non-empty, clears any stored login (SPEC §2, §4). */
const FORGET_PARAM = 'forget';
/** The query parameter that brings a visitor back where they were after logging in or registering. */
const RETURN_TO_PARAM = 'returnTo';

/** `?returnTo=` for a way back; home needs none. */
const returnQuery = (/** @type {string | undefined} */ returnTo) =>
  returnTo && returnTo !== HOME_PATH ? `?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : '';

/** @param {string} familyUuid @param {import('../constants').ConfigStep} [step] */
const vehicleInfoPath = (familyUuid, step) => `${VEHICLE_INFO_PREFIX}${familyUuid}${step ? `/${step}` : ''}`;

/** The login form; `returnTo` brings the member back after it. */
const loginPath = ({ returnTo = HOME_PATH } = {}) => `${LOGIN_PATH}/0${returnQuery(returnTo)}`;

/** Registration of an individual (/login/1) or an enterprise (/login/2) member. */
const registerPath = (/** @type {'individual' | 'enterprise'} */ kind, { returnTo = HOME_PATH } = {}) =>
  `${LOGIN_PATH}/${kind === 'individual' ? 1 : 2}${returnQuery(returnTo)}`;

/** The password change a login with L00004 (a temporary password) must make first. */
const changePasswordPath = ({ returnTo = HOME_PATH } = {}) => `${LOGIN_PATH}/changePw${returnQuery(returnTo)}`;

const forgetPasswordPath = (/** @type {string | number} */ step) => `${FORGET_PASSWORD_PREFIX}${step}`;

/** The registration's e-mail check; the mailed link carries the code as well. */
const verifyEmailPath = (/** @type {{ tempUuid: string, code?: string }} */ { tempUuid, code }) =>
  `${VERIFY_EMAIL_PATH}?tempUuid=${encodeURIComponent(tempUuid)}${code ? `&code=${encodeURIComponent(code)}` : ''}`;

/** The link mailed to the old address after an e-mail change; it also clears any login in that browser. */
const undoEmailChangePath = (/** @type {string} */ token) =>
  `${VERIFY_EMAIL_PATH}/undo?token=${encodeURIComponent(token)}&${FORGET_PARAM}=1`;

/** 購車管理 on one of its tabs (?tab=), so a reload or a shared link opens the same one. */
const purchaseListPath = (/** @type {import('../purchase-tabs').PurchaseTab} */ tab) => `${PURCHASE_PATH}?tab=${tab}`;

/** A purchase's detail page; `tab` remembers the tab it was opened from, for its way back. */
const purchaseDetailPath = (
  /** @type {PurchaseDetail} */ kind,
  /** @type {string} */ uuid,
  /** @type {import('../purchase-tabs').PurchaseTab | undefined} */ tab = undefined,
) => `${PURCHASE_PATH}/${kind}-${uuid}${tab === undefined ? '' : `?tab=${tab}`}`;

const newsPath = (/** @type {string} */ slug) => `${NEWS_PATH}/${slug}`;

/** The news list, filtered and paged; the first page and "all" leave their parameter out. */
function newsListPath(/** @type {{ category?: string | null, page?: number }} */ { category, page = 1 } = {}) {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${NEWS_PATH}?${text}` : NEWS_PATH;
}

const magazineIssuePath = (/** @type {string} */ issueSlug) => `${MAGAZINE_PATH}/${issueSlug}`;
const magazineArticlePath = (/** @type {string} */ issueSlug, /** @type {string} */ articleSlug) =>
  `${MAGAZINE_PATH}/${issueSlug}/${articleSlug}`;

module.exports = {
  HOME_PATH,
  VEHICLE_OWNER_PATH,
  PREORDER_RESULT_PATH,
  PREORDER_DONE_PATH,
  ORDER_GUIDE_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
  NEWS_PATH,
  MAGAZINE_PATH,
  MAGAZINE_LIST_PATH,
  LOGIN_PATH,
  VERIFY_EMAIL_PATH,
  MEMBER_PATH,
  MEMBER_INFO_PATH,
  PURCHASE_PATH,
  DEV_PATH,
  SITEMAP_PATH,
  ROBOTS_PATH,
  FEED_PATH,
  VEHICLE_INFO_PREFIX,
  FORGET_PASSWORD_PREFIX,
  PURCHASE_DETAILS,
  FORGET_PARAM,
  RETURN_TO_PARAM,
  vehicleInfoPath,
  loginPath,
  registerPath,
  changePasswordPath,
  forgetPasswordPath,
  verifyEmailPath,
  undoEmailChangePath,
  purchaseListPath,
  purchaseDetailPath,
  newsPath,
  newsListPath,
  magazineIssuePath,
  magazineArticlePath,
};
