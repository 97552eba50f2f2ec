// The dates of the site's fixed texts: their pages state them and the sitemap gives them (Taipei time).

/** When the order guide's text last changed; its numbers follow the constants. */
export const ORDER_GUIDE_REVISED = '2026-11-22T00:00:00+08:00';

/** The day this version of the privacy policy took effect. */
export const PRIVACY_EFFECTIVE_DATE = '2026-11-30T00:00:00+08:00';

/** The day this version of the terms was revised. */
export const TERMS_REVISED = '2026-11-24T00:00:00+08:00';
