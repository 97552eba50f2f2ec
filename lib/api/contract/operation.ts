import type { ZodType } from 'zod';
import type { ApiCode } from '@/lib/api/codes';
import { literal } from '@/lib/schemas/z';
import type { StaffAction } from '@/lib/staff/roles';

export type AuthMode = 'none' | 'optional' | 'member' | 'staff';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The per-IP limits a call may name; lib/server/auth/policy.ts owns their numbers. */
export type IpLimitName = 'code-send' | 'code-check';

/** A request header the call reads; a bad one is refused (V00001 on its name) once the rest of the input is valid. */
export interface RouteHeader {
  name: string;
  required: boolean;
  schema: ZodType<string>;
  description: string;
}

/**
 * One call of the API, shared by the server and its clients (docs/api.md is written from these): what
 * the route wrapper enforces (auth, limit, schemas) and what the OpenAPI document says of it (method,
 * path, codes, the data). Handlers take their spec from here; the store, the console and the e2e tests
 * take their paths, bodies and answers' types from here (lib/api/contract/calls.ts), so none can drift.
 */
export interface Operation {
  method: HttpMethod;
  /** Below /api, with {param} (as docs/api.md prints it). */
  path: string;
  summary: string;
  auth?: AuthMode;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** A per-IP limit for calls that send or check codes (C00002 when exceeded). */
  ipLimit?: IpLimitName;
  /** A staff call only the roles that may do this make (others: N00404, before the input is read). */
  staffMay?: StaffAction;
  /** A body above the 32 KiB every other call takes (an article's text), in bytes. */
  maxBodyBytes?: number;
  /** The media types the body may come in, JSON alone unless listed (a browser's own reports). */
  bodyTypes?: readonly string[];
  /** Request headers the call needs besides the token; the route wrapper checks them. */
  headers?: readonly RouteHeader[];
  /** The codes of the call's own outcomes; those of the wrapper (V00001, A000xx, C00002, R00429, E00500) are added. */
  codes: readonly ApiCode[];
  /** What `data` holds on success. */
  data: string;
  /** The schema of `data` on success (lib/schemas); handlers are typed by it, and tests check each answer against it. */
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

/** Declares an operation, keeping its method, path, auth mode, codes and schemas as literal types for the clients. */
export const op = <const O extends Operation>(operation: O) => operation;
