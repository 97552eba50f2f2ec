// How long a console session lasts: the server ends it (lib/server/auth/staff-sessions.ts) and the
// console says so in these words (sign-in, 工作階段), from the same two numbers.

/** Idle this long, a console session ends (A00009). */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
/** However busy, a console session lasts at most this long. */
export const STAFF_SESSION_ABSOLUTE_MS = 10 * 60 * 60 * 1000;

const IDLE_MINUTES = STAFF_SESSION_IDLE_MS / 60_000;
const ABSOLUTE_HOURS = STAFF_SESSION_ABSOLUTE_MS / 3_600_000;

/** Why a console session ended on its own, for the sign-in page. */
export const STAFF_SESSION_LAPSED = `閒置超過 ${IDLE_MINUTES} 分鐘或已登入超過 ${ABSOLUTE_HOURS} 小時，請重新登入。`;
/** The rule, for the list of sessions. */
export const STAFF_SESSION_RULE = `閒置 ${IDLE_MINUTES} 分鐘或登入超過 ${ABSOLUTE_HOURS} 小時的工作階段會自動結束。`;
