/** Lifetimes and limits of sessions, codes and attempts; one place to read and tune them. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const PASSWORD_CHANGE_SESSION_MS = 15 * 60 * 1000;
/** A session's last-seen time is written at most this often. */
export const SESSION_TOUCH_MS = 60 * 1000;

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_S = 60;
export const CODE_MAX_SENDS = 5;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A registration not verified within a day holds its address no longer. */
export const PENDING_MEMBER_TTL_MS = 24 * 60 * 60 * 1000;
/** The link mailed to the old address after an e-mail change undoes it for a week. */
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const LIMITS = {
  loginFailuresPerAccount: { limit: 100, windowSeconds: 3600 },
  loginFailuresPerIp: { limit: 300, windowSeconds: 3600 },
  codeSendsPerIp: { limit: 40, windowSeconds: 3600 },
  codeChecksPerIp: { limit: 100, windowSeconds: 3600 },
  preordersPerMember: { limit: 30, windowSeconds: 3600 },
  /** Mail to one address, whatever asks for it: nobody can flood an inbox through the portal. */
  mailPerAddress: { limit: 10, windowSeconds: 3600 },
} as const;

/** The per-IP limits of the calls that mail a code and of those that check one. */
export const CODE_SEND_LIMIT = { name: 'code-send', ...LIMITS.codeSendsPerIp };
export const CODE_CHECK_LIMIT = { name: 'code-check', ...LIMITS.codeChecksPerIp };
