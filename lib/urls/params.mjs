// @ts-check
// The query parameters that mean the same on every page.

/** The query parameter that, when non-empty, clears any stored login (docs/product.md, Session). */
export const FORGET_PARAM = 'forget';
/** The query parameter that brings a visitor back where they were after logging in or registering. */
export const RETURN_TO_PARAM = 'returnTo';
