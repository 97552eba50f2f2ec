// @ts-check
// The pages of the site that anyone may read, and the files search engines and feed readers fetch.
// The public URLs live in lib/urls/, one plain-JavaScript ES module per area: next.config.js and the
// server around Next read them too (lib/urls/routing.mjs), and a page's bundle keeps only what it calls.

export const HOME_PATH = '/';
export const VEHICLE_OWNER_PATH = '/vehicleowner';
export const ORDER_GUIDE_PATH = '/order';
export const PRIVACY_PATH = '/privacy';
export const TERMS_PATH = '/terms';
export const DEV_PATH = '/dev';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
export const FEED_PATH = '/feed.xml';
/** The dealers' sales and service points (據點), and one point's page. */
export const DEALERS_PATH = '/dealers';
export const dealerPointPath = (/** @type {string} */ slug) => `${DEALERS_PATH}/${encodeURIComponent(slug)}`;
/** 預約試乘: the booking page (a point, family and vehicle chosen beforehand when known), and the page its mails link to. */
export const TEST_DRIVE_PATH = '/test-drive';
export const testDrivePath = (/** @type {{ point?: string, family?: string, vehicle?: string }} */ choice = {}) => {
  const query = new URLSearchParams(Object.entries(choice).filter(([, value]) => value));
  return query.size ? `${TEST_DRIVE_PATH}?${query}` : TEST_DRIVE_PATH;
};
/** The booking as its mailed link opens it: the token travels in the fragment, never to the server's logs. */
export const TEST_DRIVE_MANAGE_PATH = `${TEST_DRIVE_PATH}/manage`;
export const testDriveManagePath = (/** @type {string} */ token) => `${TEST_DRIVE_MANAGE_PATH}#${token}`;
/** 索取報價 without an account: the form for a configuration (as a share link carries it), and the page its mailed link opens. */
export const VISITOR_QUOTE_PATH = '/quote';
export const visitorQuotePath = (/** @type {string} */ familyUuid, /** @type {string} */ code) =>
  `${VISITOR_QUOTE_PATH}?family=${encodeURIComponent(familyUuid)}&c=${encodeURIComponent(code)}`;
/** The token travels in the fragment, never to the server's logs. */
export const QUOTE_CONFIRM_PATH = `${VISITOR_QUOTE_PATH}/confirm`;
export const quoteConfirmPath = (/** @type {string} */ token) => `${QUOTE_CONFIRM_PATH}#${token}`;
