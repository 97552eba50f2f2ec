import type { ClientCode, SuccessCode } from './codes';

/** The envelope of every API response (docs/api.md, The envelope). */
export interface ApiEnvelope<T = unknown> {
  code: ClientCode;
  message: string;
  data: T;
}

export interface FieldError {
  path: string;
  message: string;
}

/** What the client helper returns instead of data when a call fails; never thrown. */
export interface ApiError {
  code: ClientCode;
  message: string;
  status: number;
  data: { errors?: FieldError[]; [key: string]: unknown } | null;
}

export type ApiResult<T> = { ok: true; code: SuccessCode; message: string; data: T } | { ok: false; error: ApiError };
