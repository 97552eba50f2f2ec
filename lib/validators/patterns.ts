// The shapes of the identifiers the portal hands out, as plain patterns (no zod: a screen may use them
// without loading it). The schemas in lib/schemas build on these; nothing else writes them again.

/** A record's id (PostgreSQL uuid), in either case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What a path segment of a news item, an issue or an article may be (GET …/{slug}). */
export const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;
/** A dealer's code (north-taipei). */
export const DEALER_CODE_PATTERN = /^[a-z0-9-]{1,32}$/;
