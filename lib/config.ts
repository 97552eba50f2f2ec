/** Public runtime configuration: the API base the browser calls (docs/api.md), `/api` unless configured. */
export const API_BASE = (process.env.NEXT_PUBLIC_API_BASE ?? '/api').replace(/\/$/, '');
