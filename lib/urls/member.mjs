// @ts-check
// The member area: the member's details and 購車管理 with its detail pages.

export const MEMBER_PATH = '/member';
export const MEMBER_INFO_PATH = `${MEMBER_PATH}/info`;
export const PURCHASE_PATH = `${MEMBER_PATH}/purchase`;
/** The detail pages, each at the public form `{kind}-{uuid}` (docs/product.md, Pages); lib/urls/routing.mjs rewrites them to folders. */
export const PURCHASE_DETAILS = /** @type {const} */ (['contract-detail', 'contract-spec', 'contract-text', 'delivery', 'preorder-spec']);
/** @typedef {(typeof PURCHASE_DETAILS)[number]} PurchaseDetail */

/** 購車管理 on one of its tabs (?tab=), so a reload or a shared link opens the same one. */
export const purchaseListPath = (/** @type {import('../purchase/tabs').PurchaseTab} */ tab) => `${PURCHASE_PATH}?tab=${tab}`;

/** A purchase's detail page; `tab` remembers the tab it was opened from, for its way back. */
export const purchaseDetailPath = (
  /** @type {PurchaseDetail} */ kind,
  /** @type {string} */ uuid,
  /** @type {import('../purchase/tabs').PurchaseTab | undefined} */ tab = undefined,
) => `${PURCHASE_PATH}/${kind}-${uuid}${tab === undefined ? '' : `?tab=${tab}`}`;

/** 我的配置: the member's saved configurations. */
export const SAVED_CONFIGURATIONS_PATH = `${MEMBER_PATH}/configurations`;

/** 報價單: the member's quotes, one quote, and the form that asks for one. */
export const QUOTES_PATH = `${MEMBER_PATH}/quotes`;
export const NEW_QUOTE_PATH = `${QUOTES_PATH}/new`;
/** The form for the configuration `code` (a share link's text, lib/configurator/share) of a family. */
export const newQuotePath = (/** @type {string} */ familyUuid, /** @type {string} */ code) =>
  `${NEW_QUOTE_PATH}?family=${encodeURIComponent(familyUuid)}&c=${encodeURIComponent(code)}`;
export const quotePath = (/** @type {string} */ uuid) => `${QUOTES_PATH}/${uuid}`;
