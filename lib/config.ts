/** Public runtime configuration: the API base the browser calls (API.md), `/api` unless configured. */
export const API_BASE = (process.env.NEXT_PUBLIC_API_BASE ?? '/api').replace(/\/$/, '');

/** The public origin of the portal, for canonical URLs and sharing; set it in production. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
