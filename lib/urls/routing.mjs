// @ts-check
// How the server treats the public URLs of lib/urls/: the rewrites of their dash forms to folders
// (next.config.js), the pages that are the same for everyone (the page cache and the sitemap), what
// search engines are kept out of, and the paths middleware never runs on. Plain JavaScript, like the others.
import { STAFF_PATH } from './staff.mjs';
import { FORGET_PASSWORD_PREFIX, LOGIN_PATH } from './account.mjs';
import { MAGAZINE_PATH, NEWS_PATH } from './content.mjs';
import { MEMBER_PATH, PURCHASE_DETAILS, PURCHASE_PATH } from './member.mjs';
import {
  DEALERS_PATH,
  DEV_PATH,
  FEED_PATH,
  HOME_PATH,
  ORDER_GUIDE_PATH,
  PRIVACY_PATH,
  ROBOTS_PATH,
  SITEMAP_PATH,
  TERMS_PATH,
  VEHICLE_OWNER_PATH,
} from './site.mjs';
import { VEHICLE_INFO_PREFIX } from './vehicle.mjs';

// Next has no partial dynamic segments: the public form `/a/b-:id` is served by the folder `/a/b/[id]`.
const toFolder = (/** @type {string} */ dashPrefix, /** @type {string} */ param, rest = '') => ({
  source: `${dashPrefix}:${param}${rest}`,
  destination: `${dashPrefix.slice(0, -1)}/:${param}${rest}`,
});

export const publicRewrites = [
  toFolder(FORGET_PASSWORD_PREFIX, 'step'),
  toFolder(VEHICLE_INFO_PREFIX, 'uuid'),
  toFolder(VEHICLE_INFO_PREFIX, 'uuid', '/:step'),
  ...PURCHASE_DETAILS.map((kind) => toFolder(`${PURCHASE_PATH}/${kind}-`, 'uuid')),
];

/** The public pages (and feeds), the same for everyone: `:uuid` is a uuid, any other `:name` one segment. */
export const PUBLIC_PAGES = [
  HOME_PATH,
  VEHICLE_OWNER_PATH,
  `${VEHICLE_INFO_PREFIX}:uuid`,
  NEWS_PATH,
  `${NEWS_PATH}/:slug`,
  MAGAZINE_PATH,
  `${MAGAZINE_PATH}/:issue`,
  `${MAGAZINE_PATH}/:issue/:article`,
  DEALERS_PATH,
  `${DEALERS_PATH}/:slug`,
  ORDER_GUIDE_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
  SITEMAP_PATH,
  ROBOTS_PATH,
  FEED_PATH,
];

const escapeDots = (/** @type {string} */ text) => text.replace(/\./g, '\\.');

const patternOf = (/** @type {string} */ page) =>
  new RegExp(`^${escapeDots(page).replace(/:(\w+)/g, (_, name) => (name === 'uuid' ? '[0-9a-f-]{36}' : '[^/]+'))}$`);

/** What the page cache may keep (lib/runtime/page-cache.ts); the sitemap lists only such pages. */
export const PUBLIC_PAGE_PATTERNS = PUBLIC_PAGES.map(patternOf);

export const isPublicPage = (/** @type {string} */ pathname) => PUBLIC_PAGE_PATTERNS.some((pattern) => pattern.test(pathname));

/**
 * The API's public reads (docs/api.md), whose answer is the same for everyone: the families, a family, the
 * addresses, the news and the magazine. The built-in API is served under /api whatever API_BASE the browser uses.
 */
export const API_FAMILIES_PATH = '/api/vehicle/family/v1';
export const API_ADDRESSES_PATH = '/api/address/address/v1';
export const API_NEWS_PATH = '/api/content/news/v1';
export const API_MAGAZINE_PATH = '/api/content/magazine/v1';
export const API_DEALER_POINTS_PATH = '/api/dealer/point/v1';
export const PUBLIC_API_READS = [
  API_FAMILIES_PATH,
  `${API_FAMILIES_PATH}/:id`,
  API_ADDRESSES_PATH,
  API_NEWS_PATH,
  `${API_NEWS_PATH}/:slug`,
  API_MAGAZINE_PATH,
  `${API_MAGAZINE_PATH}/:slug`,
  API_DEALER_POINTS_PATH,
  `${API_DEALER_POINTS_PATH}/:slug`,
];
const PUBLIC_API_PATTERNS = PUBLIC_API_READS.map(patternOf);
export const isPublicApiRead = (/** @type {string} */ pathname) => PUBLIC_API_PATTERNS.some((pattern) => pattern.test(pathname));

/** Kept out of search engines (robots.txt): the member area, the login, the staff console, the API and the local tools. */
export const UNINDEXED_PREFIXES = [MEMBER_PATH, LOGIN_PATH, STAFF_PATH, '/api', DEV_PATH];

/** Where an anonymous visitor is sent to log in (middleware.ts). */
export const isMemberPath = (/** @type {string} */ pathname) => pathname === MEMBER_PATH || pathname.startsWith(`${MEMBER_PATH}/`);

/** What middleware never runs on: the API, Next's files, the icons, robots.txt, the sitemap and the images. */
export const MIDDLEWARE_SKIPPED = [
  'api/',
  '_next/',
  'favicon.ico',
  'icon.svg',
  ROBOTS_PATH.slice(1),
  SITEMAP_PATH.slice(1),
  'images/',
  'media/',
];

/** middleware.ts's `config.matcher`, which Next reads as a literal there (middleware.test.ts compares the two). */
export const MIDDLEWARE_MATCHER = `/((?!${MIDDLEWARE_SKIPPED.map(escapeDots).join('|')}).*)`;
