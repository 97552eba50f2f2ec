import { API_CODES, type ApiCode } from '@/lib/api/codes';
import type { FieldError } from '@/lib/api/types';

/** A business failure a service throws; the route wrapper turns it into the envelope. */
export class ApiFailure extends Error {
  readonly code: ApiCode;
  readonly status: number;
  readonly data: Record<string, unknown> | null;
  readonly headers: Record<string, string>;

  constructor(code: ApiCode, options: { message?: string; data?: Record<string, unknown> | null; headers?: Record<string, string> } = {}) {
    super(options.message ?? API_CODES[code].message);
    this.code = code;
    this.status = API_CODES[code].status;
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
  }
}

/** A login's second step whose challenge lapsed or was used: the person signs in from the password again (data.restart). */
export const challengeLapsed = () =>
  new ApiFailure('C00001', { message: '登入驗證已逾時或已使用，請重新輸入帳號密碼', data: { restart: true } });

export function validationFailure(errors: FieldError[]): ApiFailure {
  return new ApiFailure('V00001', { data: { errors } });
}

export function fieldFailure(path: string, message: string): ApiFailure {
  return validationFailure([{ path, message }]);
}

/**
 * Whom a sign-in lockout (L00003) addresses, and the way out it offers: a member resets the password
 * on the site; the staff console has no 「忘記密碼」, only the administrator resets a sign-in.
 */
const LOCKOUT_WAY_OUT = {
  member: '，或以「忘記密碼」重設密碼',
  staff: '；若仍無法登入，請洽系統管理員重設登入',
} as const;
export type SignInAudience = keyof typeof LOCKOUT_WAY_OUT;

/** A refusal for too many tries, saying how long to wait (Retry-After and, for a person, the message). */
export function tooMany(code: 'L00003' | 'C00002' | 'R00429', retryAfterSeconds: number, audience: SignInAudience = 'member'): ApiFailure {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  // A wait up to a minute in seconds (the resend cooldown, 60 s, right after a send), longer ones in minutes.
  const wait = seconds <= 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分鐘`;
  const advice =
    code === 'L00003'
      ? `登入嘗試次數過多，請約 ${wait}後再試${LOCKOUT_WAY_OUT[audience]}`
      : `${API_CODES[code].message}（約 ${wait}後可再試）`;
  return new ApiFailure(code, { message: advice, headers: { 'Retry-After': String(seconds) } });
}

export const notFound = () => new ApiFailure('N00404');

/** Seconds a client is told to wait while the database is unreachable: about a restart's time. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database is down or restarting: a passing outage, not a bug. The code catalogue (lib/api/codes.ts, docs/api.md) gives E00500 (系統忙碌中，
 * 請稍後再試, whose message fits) HTTP 500, so the status stays; Retry-After tells clients when to try
 * again. A pre-order retried with the same Idempotency-Key is safe.
 */
export const databaseUnavailable = () => new ApiFailure('E00500', { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } });
