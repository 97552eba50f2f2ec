// How large a request body may be. Every call takes 32 KiB; a call carrying an article's text (the news
// editor's, lib/api/contract/staff-operations.ts) declares ARTICLE_BODY_BYTES on its operation, the
// picture upload MEDIA_BODY_BYTES. The runtime's guard, which counts bodies before Next and before any
// sign-in is known, lets the console's calls (/api/staff/) carry that much; the route wrapper then
// holds each call to its own limit.
export const MAX_BODY_BYTES = 32 * 1024;
/** The longest article (20,000 characters, three bytes each in UTF-8) and the item's other fields. */
export const ARTICLE_BODY_BYTES = 96 * 1024;

/** A picture of at most 5 MiB (lib/content/upload-limits.ts) in base64, with its alt text. */
export const MEDIA_BODY_BYTES = 7 * 1024 * 1024;

/**
 * How many bodies past ARTICLE_BODY_BYTES (pictures on their way) the guard holds at once, so that a few
 * hundred slow uploads cannot hold gigabytes; past it an upload is answered E00500 with Retry-After,
 * unread. Only a sender whose console session the guard has found, with a role that may upload, takes a place.
 */
export const MAX_HELD_LARGE_BODIES = 4;

/** A console token as the server issues them (32 random bytes, base64url): only such a request may send a picture. */
const STAFF_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * What the runtime's guard lets a request's body reach. The guard holds a body until it is whole, before
 * the route checks the sign-in; a picture's 7 MiB are meant only for a request that carries a console
 * token, and are held once the guard has looked its session up (lib/runtime/upload-sender.ts).
 */
export function guardLimitOf(pathname: string, staffToken?: string | string[]) {
  if (pathname.startsWith('/api/staff/media/')) {
    return typeof staffToken === 'string' && STAFF_TOKEN_SHAPE.test(staffToken) ? MEDIA_BODY_BYTES : ARTICLE_BODY_BYTES;
  }
  return pathname.startsWith('/api/staff/') ? ARTICLE_BODY_BYTES : MAX_BODY_BYTES;
}

/** What a caller is told when its body is past its limit, by the runtime's guard and by the route wrapper alike. */
export const TOO_LARGE_MESSAGE = '資料量過大';
