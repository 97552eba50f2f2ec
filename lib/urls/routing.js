// @ts-check
// How the server treats the public URLs of lib/urls/paths.js: the rewrites of their dash forms to folders
// (next.config.js), the pages that are the same for everyone (the page cache and the sitemap), what
// search engines are kept out of, and the paths middleware never runs on. Plain CommonJS, like paths.js.
const paths = require('./paths');

// Next has no partial dynamic segments: the public form `/a/b-:id` is served by the folder `/a/b/[id]`.
const toFolder = (/** @type {string} */ dashPrefix, /** @type {string} */ param, rest = '') => ({
  source: `${dashPrefix}:${param}${rest}`,
  destination: `${dashPrefix.slice(0, -1)}/:${param}${rest}`,
});

const publicRewrites = [
  toFolder(paths.FORGET_PASSWORD_PREFIX, 'step'),
  toFolder(paths.VEHICLE_INFO_PREFIX, 'uuid'),
  toFolder(paths.VEHICLE_INFO_PREFIX, 'uuid', '/:step'),
  ...paths.PURCHASE_DETAILS.map((kind) => toFolder(`${paths.PURCHASE_PATH}/${kind}-`, 'uuid')),
];

/** The public pages (and feeds), the same for everyone: `:uuid` is a uuid, any other `:name` one segment. */
const PUBLIC_PAGES = [
  paths.HOME_PATH,
  paths.VEHICLE_OWNER_PATH,
  `${paths.VEHICLE_INFO_PREFIX}:uuid`,
  paths.NEWS_PATH,
  `${paths.NEWS_PATH}/:slug`,
  paths.MAGAZINE_PATH,
  `${paths.MAGAZINE_PATH}/:issue`,
  `${paths.MAGAZINE_PATH}/:issue/:article`,
  paths.ORDER_GUIDE_PATH,
  paths.PRIVACY_PATH,
  paths.TERMS_PATH,
  paths.SITEMAP_PATH,
  paths.ROBOTS_PATH,
  paths.FEED_PATH,
];

const escapeDots = (/** @type {string} */ text) => text.replace(/\./g, '\\.');

const patternOf = (/** @type {string} */ page) =>
  new RegExp(`^${escapeDots(page).replace(/:(\w+)/g, (_, name) => (name === 'uuid' ? '[0-9a-f-]{36}' : '[^/]+'))}$`);

/** What the page cache may keep (lib/scripts/page-cache.mjs); the sitemap lists only such pages. */
const PUBLIC_PAGE_PATTERNS = PUBLIC_PAGES.map(patternOf);

const isPublicPage = (/** @type {string} */ pathname) => PUBLIC_PAGE_PATTERNS.some((pattern) => pattern.test(pathname));

/** Kept out of search engines (robots.txt): the member area, the login, the API and the local tools. */
const UNINDEXED_PREFIXES = [paths.MEMBER_PATH, paths.LOGIN_PATH, '/api', paths.DEV_PATH];

/** Where an anonymous visitor is sent to log in (middleware.ts). */
const isMemberPath = (/** @type {string} */ pathname) => pathname === paths.MEMBER_PATH || pathname.startsWith(`${paths.MEMBER_PATH}/`);

/** What middleware never runs on: the API, Next's files, the icons, robots.txt, the sitemap and the images. */
const MIDDLEWARE_SKIPPED = ['api/', '_next/', 'favicon.ico', 'icon.svg', paths.ROBOTS_PATH.slice(1), paths.SITEMAP_PATH.slice(1), 'images/'];

/** middleware.ts's `config.matcher`, which Next reads as a literal there (middleware.test.ts compares the two). */
const MIDDLEWARE_MATCHER = `/((?!${MIDDLEWARE_SKIPPED.map(escapeDots).join('|')}).*)`;

module.exports = { publicRewrites, PUBLIC_PAGES, PUBLIC_PAGE_PATTERNS, isPublicPage, UNINDEXED_PREFIXES, isMemberPath, MIDDLEWARE_SKIPPED, MIDDLEWARE_MATCHER };
