/** The envelope of every API response (docs/api.md, The envelope). */
export interface ApiEnvelope<T = unknown> {
  code: string;
  message: string;
  data: T;
}

export interface FieldError {
  path: string;
  message: string;
}

/** What the client helper returns instead of data when a call fails; never thrown. */
export interface ApiError {
  code: string;
  message: string;
  status: number;
  data: { errors?: FieldError[]; [key: string]: unknown } | null;
}

export type ApiResult<T> = { ok: true; code: string; message: string; data: T } | { ok: false; error: ApiError };

/** A client-side code for a call that never got an answer in the envelope. */
export const NETWORK_ERROR_CODE = 'NETWORK';

/** The member as GET /member/member/v1 answers it (lib/schemas/member-info.ts). */
export type { MemberInfo } from '@/lib/schemas/member-info';

/** A pre-order as POST /order/order/v1 answers it: the number and the configuration frozen with its price (lib/purchases.ts). */
export type { PreorderDetail as Preorder } from './purchases';
