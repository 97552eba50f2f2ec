import type { ZodType } from 'zod';
import type { ApiCode } from '@/lib/api-codes';
import { literal } from '@/lib/schemas/z';
import type { StaffAction } from '@/lib/staff/roles';
import type { RouteHeader } from './route';

export type AuthMode = 'none' | 'optional' | 'member' | 'staff';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API (docs/api.md is written from these): what the route wrapper enforces (auth, limit, schemas) and what the OpenAPI
 * document says of it (method, path, codes, the data). Handlers take their spec from here, so the
 * document cannot drift from what they validate.
 */
export interface Operation<P = undefined, Q = undefined, B = undefined> {
  method: HttpMethod;
  /** Below /api, with {param} (as docs/api.md prints it). */
  path: string;
  summary: string;
  auth?: AuthMode;
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  /** A per-IP limit for calls that send or check codes (C00002 when exceeded). */
  ipLimit?: { name: string; limit: number; windowSeconds: number };
  /** A staff call only the roles that may do this make (others: N00404, before the input is read). */
  staffMay?: StaffAction;
  /** A body above the 32 KiB every other call takes (an article's text), in bytes. */
  maxBodyBytes?: number;
  /** The media types the body may come in, JSON alone unless listed (a browser's own reports). */
  bodyTypes?: string[];
  /** Request headers the call needs besides the token; the route wrapper checks them. */
  headers?: (RouteHeader & { description: string })[];
  /** The codes of the call's own outcomes; those of the wrapper (V00001, A000xx, C00002, R00429, E00500) are added. */
  codes: ApiCode[];
  /** What `data` holds on success. */
  data: string;
  /** The schema of `data` on success (lib/schemas); required, so that the OpenAPI document and fuzz:api check every answer. */
  dataSchema: ZodType;
  /** True when the request succeeds with HTTP 201 rather than 200. */
  created?: boolean;
  /** The media type of a success answered as a file rather than the envelope (the audit's CSV). */
  file?: string;
  /** What `data` holds with a refusal that carries some (S00409: the record as it is now); null otherwise. */
  errorData?: Partial<Record<ApiCode, ZodType>>;
}

/** `data` of the calls that answer none. */
export const NULL = literal(null);

export const op = <P = undefined, Q = undefined, B = undefined>(operation: Operation<P, Q, B>) => operation;
