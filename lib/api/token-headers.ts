// The request headers that carry a session's token (docs/api.md, Authentication): a member's, and a staff member's in the console.
// Read by the API (lib/server/http/route.ts), sent by the browser's client, and looked at by the runtime's guards
// and page cache (a call with a token is never answered from memory). Tokens never travel in cookies.

export const TOKEN_HEADER = 'cv-web-token';
export const STAFF_TOKEN_HEADER = 'cv-staff-token';
