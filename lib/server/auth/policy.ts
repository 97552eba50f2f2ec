import type { IpLimitName } from '@/lib/api/contract/operation';
/** Lifetimes and limits of sessions, codes and attempts; one place to read and tune them. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const PASSWORD_CHANGE_SESSION_MS = 15 * 60 * 1000;
/** A session's last-seen time is written at most this often. */
export const SESSION_TOUCH_MS = 60 * 1000;
/** Web sessions one account may hold: a new login ends the least recently used beyond this. */
export const MAX_WEB_SESSIONS = 10;
/** The staff console's one-time set-up link lasts 72 hours (a session's own limits: lib/staff/session-limits.ts). */
export const STAFF_SETUP_LINK_MS = 72 * 60 * 60 * 1000;
/** How much of a browser's User-Agent a session keeps. */
export const USER_AGENT_MAX_CHARS = 256;
/** The step between the password and the TOTP code at login (L00006). */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Recovery codes issued when two-factor sign-in is turned on or the codes are made again. */
export const RECOVERY_CODE_COUNT = 10;

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_S = 60;
export const CODE_MAX_SENDS = 5;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A registration not verified within a day holds its address no longer. */
export const PENDING_MEMBER_TTL_MS = 24 * 60 * 60 * 1000;
/** The link mailed to the old address after an e-mail change undoes it for a week. */
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An e-mail undo also turns off two-factor sign-in turned on this shortly before the change, or after it. */
export const UNDO_TAKES_FACTORS_SINCE_MS = 7 * 24 * 60 * 60 * 1000;

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
  /**
   * Wrong two-factor codes of an account from anywhere (L00003 past it): only someone who knows the
   * password can spend it, a right code or a new password gives it back.
   */
  wrongSecondFactorCodesPerAccount: { limit: 10, windowSeconds: 3600 },
  preordersPerMember: { limit: 30, windowSeconds: 3600 },
  /** Quote requests: each one is a lead the dealer calls about. */
  quotesPerMember: { limit: 10, windowSeconds: 3600 },
  /** A visitor's quote requests (each mails a link): from one client address, and for one mobile number or e-mail address. */
  visitorQuotesPerIp: { limit: 10, windowSeconds: 3600 },
  visitorQuotesPerContact: { limit: 5, windowSeconds: 3600 },
  /** Mail to one address, whatever asks for it: nobody can flood an inbox through the portal. */
  mailPerAddress: { limit: 10, windowSeconds: 3600 },
  /**
   * Console calls of one session (one browser tab) and of one person over all their sessions (R00429
   * past either), so that a stolen token cannot read its buyers at full speed. A salesperson paging
   * and opening records fast makes a call or three a page, a page every few seconds: at most about
   * 40 calls a minute at a burst, 600 in a busy hour. 120 a minute is three times that burst; 2,400
   * an hour is 40 a minute for the whole hour, which nobody clicking keeps up. STAFF_CALLS_PER_MINUTE
   * and STAFF_CALLS_PER_HOUR change them (fuzz:api raises them: its one session per role sends hundreds
   * of calls a second, which would test nothing but R00429).
   */
  staffCallsPerSession: { limit: Number(process.env.STAFF_CALLS_PER_MINUTE) || 120, windowSeconds: 60 },
  staffCallsPerPerson: { limit: Number(process.env.STAFF_CALLS_PER_HOUR) || 2_400, windowSeconds: 3600 },
  /**
   * Only logged (staff-records-harvest): different pre-order and contract lists and records one session
   * reads in ten minutes. Someone working reads a few dozen; past 100 (one every 6 s for ten minutes)
   * it looks like a harvest.
   */
  staffRecordReadsPerSession: { limit: 100, windowSeconds: 600 },
} as const;

/** The per-IP limits an operation may name (its `ipLimit`): of the calls that mail a code and of those that check one. */
export const IP_LIMITS = { 'code-send': LIMITS.codeSendsPerIp, 'code-check': LIMITS.codeChecksPerIp } as const satisfies Record<
  IpLimitName,
  { limit: number; windowSeconds: number }
>;
