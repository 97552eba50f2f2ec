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

/**
 * Failed logins per (account, source address) pair, unknown accounts alike: 5 are free, then that
 * pair alone waits 30 s, doubling with each further failure up to 15 minutes (L00003 with
 * Retry-After). Failures older than an hour are forgotten; a right password clears the pair, a
 * password reset or change every pair of the account.
 */
export const LOGIN_THROTTLE = { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, windowSeconds: 3600 } as const;

export const LIMITS = {
  /** Only logged (login-failures-alert): an account-wide count must never keep the owner out. */
  loginFailuresPerAccount: { limit: 100, windowSeconds: 3600 },
  loginFailuresPerIp: { limit: 300, windowSeconds: 3600 },
  codeSendsPerIp: { limit: 40, windowSeconds: 3600 },
  codeChecksPerIp: { limit: 100, windowSeconds: 3600 },
  /**
   * Wrong codes per address across all its verifications (a member's or a decoy's): then every open
   * code of the address dies and no new one is sent until the window frees (C00002, Retry-After).
   */
  wrongCodesPerAddress: { limit: 10, windowSeconds: 3600 },
  preordersPerMember: { limit: 30, windowSeconds: 3600 },
  /** Mail to one address, whatever asks for it: nobody can flood an inbox through the portal. */
  mailPerAddress: { limit: 10, windowSeconds: 3600 },
} as const;

/** The per-IP limits of the calls that mail a code and of those that check one. */
export const CODE_SEND_LIMIT = { name: 'code-send', ...LIMITS.codeSendsPerIp };
export const CODE_CHECK_LIMIT = { name: 'code-check', ...LIMITS.codeChecksPerIp };
