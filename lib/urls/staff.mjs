// @ts-check
// The staff console (issue 18): its own layout under /staff, never indexed.

export const STAFF_PATH = '/staff';
export const STAFF_PREORDERS_PATH = `${STAFF_PATH}/preorders`;
export const STAFF_CONTRACTS_PATH = `${STAFF_PATH}/contracts`;
/** 預約試乘 as the point's leads. */
export const STAFF_TEST_DRIVES_PATH = `${STAFF_PATH}/test-drives`;
/** 報價單: the dealers' quote requests and the formal versions issued from them. */
export const STAFF_QUOTES_PATH = `${STAFF_PATH}/quotes`;
export const STAFF_AUDIT_PATH = `${STAFF_PATH}/audit`;
export const STAFF_ACCOUNTS_PATH = `${STAFF_PATH}/accounts`;
export const STAFF_SESSIONS_PATH = `${STAFF_PATH}/sessions`;
export const STAFF_NEWS_PATH = `${STAFF_PATH}/news`;
export const STAFF_NEW_NEWS_PATH = `${STAFF_NEWS_PATH}/new`;
export const STAFF_CATALOG_PATH = `${STAFF_PATH}/catalog`;
export const STAFF_MAGAZINE_PATH = `${STAFF_PATH}/magazine`;
export const STAFF_AGREEMENTS_PATH = `${STAFF_PATH}/agreements`;
export const STAFF_CONTRACT_TERMS_PATH = `${STAFF_PATH}/contract-terms`;
export const STAFF_ACCOUNT_PATH = `${STAFF_PATH}/account`;
export const STAFF_DEALER_POINTS_PATH = `${STAFF_PATH}/dealer-points`;
export const STAFF_ROAD_FEES_PATH = `${STAFF_PATH}/road-fees`;
export const STAFF_NEW_ISSUE_PATH = `${STAFF_MAGAZINE_PATH}/new`;

/** The one-time set-up link; the token rides in the fragment, which no server log or Referer carries. */
export const staffSetupPath = (/** @type {string} */ token) => `${STAFF_PATH}/setup#${token}`;

export const staffPreorderPath = (/** @type {string} */ number) => `${STAFF_PREORDERS_PATH}/${encodeURIComponent(number)}`;
export const staffQuotePath = (/** @type {string} */ number) => `${STAFF_QUOTES_PATH}/${encodeURIComponent(number)}`;
export const staffContractPath = (/** @type {string} */ number) => `${STAFF_CONTRACTS_PATH}/${encodeURIComponent(number)}`;
/** A contract's full text in the console, as its buyer reads it. */
export const staffContractTextPath = (/** @type {string} */ number) => `${staffContractPath(number)}/text`;
export const staffNewsPath = (/** @type {string} */ id) => `${STAFF_NEWS_PATH}/${encodeURIComponent(id)}`;
export const staffFamilyCatalogPath = (/** @type {string} */ id) => `${STAFF_CATALOG_PATH}/${encodeURIComponent(id)}`;
/** A dealer's point in the console, to edit its facts and hours. */
export const staffDealerPointPath = (/** @type {string} */ slug) => `${STAFF_DEALER_POINTS_PATH}/${encodeURIComponent(slug)}`;
export const staffIssuePath = (/** @type {string} */ id) => `${STAFF_MAGAZINE_PATH}/${encodeURIComponent(id)}`;
/** An article of an issue in the console, or a new one (`new`). */
export const staffArticlePath = (/** @type {string} */ issueId, /** @type {string} */ articleId) =>
  `${staffIssuePath(issueId)}/articles/${encodeURIComponent(articleId)}`;
