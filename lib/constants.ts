// The product's constants (docs/product.md); every other module reads them from here.
export const HEADER_HEIGHT_PX = 52;
export const LOGIN_DRAWER_WIDTH_PX = 450;

export const BREAKPOINTS_PX = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, '2xl': 2560 } as const;

export const TOAST_DURATION_MS = 5000;
export const TOAST_POSITION = 'top-right' as const;
export const COLLAPSE_DURATION_MS = 300;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const MAX_PENDING_PREFETCH = 4;

export const INITIAL_QUANTITY = 1;
export const INITIAL_CHANGE_PW_STEP = 'info' as const;

/** The four configuration steps, in order; they hide the footer. */
export const CONFIG_STEPS = ['components', 'color', 'carParts', 'localCarParts'] as const;
export type ConfigStep = (typeof CONFIG_STEPS)[number];

/** Working days within which the dealer calls a buyer about a new pre-order (the terms promise it). */
export const DEALER_CALLS_WITHIN_WORKING_DAYS = 3;

/** How many configurations a member may keep (我的配置), and the longest name one takes. */
export const SAVED_CONFIGURATION_LIMIT = 20;
export const SAVED_NAME_MAX = 40;
/** How many configurations are compared side by side, at least and at most. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;

/** The longest a dealer's formal quote (報價單) stays valid when no dated price list is waiting, in days from today. */
export const QUOTE_VALID_DAYS_MAX = 30;
/** How long the link mailed to a visitor who asked for a quote confirms it; unconfirmed by then, it never reaches the dealer. */
export const VISITOR_QUOTE_LINK_HOURS = 48;
/** Requests one e-mail address may have waiting for their mailed link at once. */
export const MAX_UNCONFIRMED_QUOTES = 3;
