import 'server-only';
import type { input as ZodInput, output as ZodOutput, ZodType } from 'zod';
import type { AuthMode, Operation, RouteHeader } from '@/lib/api/contract/operation';
import { API_CODES, type ApiCode } from '@/lib/api/codes';
import type { FieldError } from '@/lib/api/types';
import { may } from '@/lib/staff/roles';
import { MAX_BODY_BYTES, TOO_LARGE_MESSAGE } from '@/lib/api/body-limits';
import { getDb, type Db } from '../db/client';
import { resolveSession, type AuthContext } from '../auth/sessions';
import { resolveStaffSession, type StaffContext } from '../auth/staff-sessions';
import { STAFF_TOKEN_HEADER, TOKEN_HEADER } from '@/lib/api/token-headers';
import { consumeRate } from '../rate-limit';
import { IP_LIMITS } from '../auth/policy';
import { limitStaffCall } from '../staff-call-limit';
import { ApiFailure, databaseUnavailable, tooMany, validationFailure } from '../core/api-failure';
import { clientIp } from './client-ip';
import { logger, safeReason } from '../core/logger';
import { noQuery } from '@/lib/schemas/common';
import { isDatabaseUnavailable, pgErrorCode } from '../db/errors';

/**
 * What route() enforces of an operation (lib/api/contract/operation.ts): auth mode (none: no token read;
 * optional: read when sent, ignored when bad; member: a web session; staff: a console session by
 * `cv-staff-token`), limits, and the schemas of params, query, body and answer. Tokens travel in
 * headers, never cookies, so no other site can make a browser send one.
 */
export type RouteSpec = Partial<
  Pick<Operation, 'auth' | 'params' | 'query' | 'body' | 'ipLimit' | 'headers' | 'staffMay' | 'maxBodyBytes' | 'bodyTypes' | 'dataSchema'>
>;

type Parsed<S> = S extends ZodType ? ZodOutput<S> : undefined;

/** The session a handler gets, by the call's auth mode: never null where the mode requires one. */
type AuthOf<S extends RouteSpec> = S extends { auth: 'member' } ? AuthContext : S extends { auth: 'optional' } ? AuthContext | null : null;
type StaffOf<S extends RouteSpec> = S extends { auth: 'staff' } ? StaffContext : null;

/** What a handler answers with on success: the input of its operation's answer schema. */
export type DataOf<S extends RouteSpec> = S extends { dataSchema: ZodType } ? ZodInput<S['dataSchema']> : unknown;

export interface RouteContext<S extends RouteSpec> {
  db: Db;
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
  /** The declared headers' values, by the name declared. */
  headers: Record<string, string>;
  auth: AuthOf<S>;
  staff: StaffOf<S>;
  ip: string;
  request: Request;
}

export interface Reply<D = unknown> {
  code?: ApiCode;
  status?: number;
  data?: D;
  /** A list of pairs when a name repeats (two Set-Cookie). */
  headers?: Record<string, string> | [string, string][];
  /** A file instead of the envelope (the audit log as CSV, a contract as PDF). */
  file?: { body: string | Uint8Array<ArrayBuffer>; contentType: string; filename: string };
}

/** A file in place of the envelope (the audit's CSV, a contract's PDF). */
export const fileReply = (file: NonNullable<Reply['file']>): Reply<never> => ({ file });

export const ok = <D = null>(data: D = null as D, extra: Omit<Reply, 'data'> = {}): Reply<D> => ({ ...extra, data });

function envelope(code: ApiCode, status: number, message: string, data: unknown, headers: Reply['headers'] = {}) {
  const all = new Headers(headers);
  if (!all.has('cache-control')) all.set('Cache-Control', 'no-store');
  return Response.json({ code, message, data }, { status, headers: all });
}

function failureResponse(failure: ApiFailure) {
  return envelope(failure.code, failure.status, failure.message, failure.data, failure.headers);
}

function issuesToErrors(issues: readonly { path: PropertyKey[]; message: string; code: string; keys?: string[] }[]) {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const base = issue.path.map(String);
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) errors.push({ path: [...base, key].join('.'), message: '不接受的欄位' });
    } else {
      errors.push({ path: base.join('.'), message: issue.message });
    }
  }
  return errors;
}

// Control characters other than tab and newlines are never meant; PostgreSQL refuses NUL outright.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// Half of a UTF-16 surrogate pair is no character: stored, it would silently become U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const MAX_DEPTH = 16;

/** The paths of strings in a parsed input that hold control characters, or of what nests too deep. */
function suspectPaths(input: unknown): FieldError[] {
  const found: FieldError[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0 && found.length < 20) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (CONTROL.test(value)) found.push({ path: path.join('.'), message: '含有不允許的控制字元' });
      else if (LONE_SURROGATE.test(value)) found.push({ path: path.join('.'), message: '含有無效的 Unicode 字元' });
    } else if (value && typeof value === 'object') {
      if (path.length >= MAX_DEPTH) {
        found.push({ path: path.join('.'), message: '資料層級過深' });
        continue;
      }
      for (const [key, item] of Object.entries(value)) {
        if (CONTROL.test(key) || LONE_SURROGATE.test(key)) found.push({ path: [...path, key].join('.'), message: '含有不允許的控制字元' });
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found;
}

function parseWith(schema: ZodType | undefined, input: unknown, errors: FieldError[]): unknown {
  if (!schema) return undefined;
  const suspect = suspectPaths(input);
  if (suspect.length > 0) {
    errors.push(...suspect);
    return undefined;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  errors.push(...issuesToErrors(result.error.issues as never));
  return undefined;
}

function readHeaders(declared: readonly RouteHeader[], request: Request): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { name, required, schema } of declared) {
    const value = request.headers.get(name);
    if (value === null && !required) continue;
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw validationFailure([{ path: name, message: result.error.issues[0].message }]);
    values[name] = result.data;
  }
  return values;
}

async function readJson(request: Request, maxBytes = MAX_BODY_BYTES, types: readonly string[] = ['application/json']): Promise<unknown> {
  // A body in any other type is what a cross-site form could send: only JSON is read (in the media types a call lists).
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  if (!types.includes(type ?? '')) throw validationFailure([{ path: '', message: `Content-Type 需為 ${types.join(' 或 ')}` }]);
  // Refuse a declared oversize body before reading it; a body without a length is checked once read.
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw validationFailure([{ path: '', message: TOO_LARGE_MESSAGE }]);
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw validationFailure([{ path: '', message: TOO_LARGE_MESSAGE }]);
  if (text.trim() === '') throw validationFailure([{ path: '', message: '缺少 JSON 內容' }]);
  try {
    return JSON.parse(text);
  } catch {
    throw validationFailure([{ path: '', message: 'JSON 格式錯誤' }]);
  }
}

async function authenticateStaff(db: Db, request: Request): Promise<StaffContext> {
  const token = request.headers.get(STAFF_TOKEN_HEADER)?.trim();
  if (!token) throw new ApiFailure('A00001');
  if (token.length > 200) throw new ApiFailure('A00005');
  return resolveStaffSession(db, token);
}

async function authenticate(db: Db, mode: AuthMode, request: Request): Promise<AuthContext | null> {
  if (mode === 'none' || mode === 'staff') return null;
  const token = request.headers.get(TOKEN_HEADER)?.trim();
  if (!token) {
    if (mode === 'member') throw new ApiFailure('A00001');
    return null;
  }
  if (token.length > 200) throw new ApiFailure('A00005');
  const auth = await resolveSession(db, token).catch((error: unknown) => {
    if (mode === 'optional' && error instanceof ApiFailure) return null;
    throw error;
  });
  if (!auth) return null;
  if (mode === 'member' && auth.purpose !== 'web') throw new ApiFailure('A00005');
  return auth;
}

/**
 * What the log may say about a failure: the type, the SQLSTATE and the driver's message. Drizzle's
 * own message carries the query parameters (codes, addresses, mail bodies), so it is left out.
 */
function describeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = error.cause instanceof Error ? error.cause : null;
  return {
    type: error.constructor.name,
    sqlState: pgErrorCode(error),
    message: safeReason(error),
    stack: (cause ?? error).stack
      ?.split('\n')
      .filter((frame) => frame.trimStart().startsWith('at '))
      .slice(0, 5)
      .join('\n'),
  };
}

/** Success codes whose data is the operation's answer (the others carry a refusal's data). */
const ANSWER_CODES: readonly ApiCode[] = ['00000', 'L00001', 'L00004', 'L00006'];

/**
 * In development and tests (API_CHECK_ANSWERS=1 in a built server) every answer meets its operation's
 * schema, or the call fails with E00500 and the log says which fields broke it: a handler cannot drift
 * from the contract the clients are typed by. Production trusts the types and skips the parse.
 */
const CHECK_ANSWERS = process.env.NODE_ENV !== 'production' || process.env.API_CHECK_ANSWERS === '1';

function checkAnswer(spec: RouteSpec, reply: Reply, path: string) {
  if (!CHECK_ANSWERS || !spec.dataSchema || reply.file || !ANSWER_CODES.includes(reply.code ?? '00000')) return;
  const result = spec.dataSchema.safeParse(reply.data ?? null);
  if (result.success) return;
  const fields = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  logger.error({ path, fields }, 'answer breaks its schema');
  throw new ApiFailure('E00500');
}

type NextContext = { params: Promise<Record<string, string | string[]>> };

/**
 * Every API handler goes through here: auth by `cv-web-token`, per-IP limit, zod validation of
 * params, query and body, the envelope, error mapping and one JSON log line per request.
 */
export function route<const S extends RouteSpec>(spec: S, handler: (ctx: RouteContext<S>) => Promise<Reply<DataOf<S>>>) {
  return async (request: Request, next?: NextContext): Promise<Response> => {
    const started = performance.now();
    const url = new URL(request.url);
    const ip = clientIp(request.headers);
    let auth: AuthContext | null = null;
    let staff: StaffContext | null = null;
    let response: Response;
    let code: ApiCode = '00000';
    let failure: unknown;
    try {
      if (spec === UNKNOWN_CALL) throw new ApiFailure('N00404');
      const db = await getDb();
      auth = await authenticate(db, spec.auth ?? 'none', request);
      if (spec.auth === 'staff') {
        staff = await authenticateStaff(db, request);
        // Before the role and the input: every call of the session counts, allowed or not.
        await limitStaffCall(db, staff, spec.staffMay === 'read-records' ? `${url.pathname}?${url.searchParams}` : null);
      }
      if (spec.staffMay && !(staff && may(staff.role, spec.staffMay))) throw new ApiFailure('N00404');
      if (spec.ipLimit) {
        const verdict = await consumeRate(db, { key: `${spec.ipLimit}:ip:${ip}`, ...IP_LIMITS[spec.ipLimit] });
        if (!verdict.allowed) throw tooMany('C00002', verdict.retryAfter);
      }
      const errors: FieldError[] = [];
      const params = parseWith(spec.params, next ? await next.params : {}, errors);
      const query = parseWith(spec.query ?? noQuery, Object.fromEntries(url.searchParams), errors);
      const body = spec.body ? parseWith(spec.body, await readJson(request, spec.maxBodyBytes, spec.bodyTypes), errors) : undefined;
      if (errors.length > 0) throw validationFailure(errors);
      const headers = readHeaders(spec.headers ?? [], request);
      // The mode decides which of auth and staff is set (authenticate and authenticateStaff above).
      const context = { db, params, query, body, headers, auth, staff, ip, request } as RouteContext<S>;
      const reply = await handler(context);
      checkAnswer(spec, reply, url.pathname);
      code = reply.code ?? '00000';
      response = reply.file
        ? new Response(reply.file.body, {
            headers: {
              'Content-Type': reply.file.contentType,
              'Content-Disposition': `attachment; filename="${reply.file.filename}"`,
              'Cache-Control': 'no-store',
            },
          })
        : envelope(code, reply.status ?? API_CODES[code].status, API_CODES[code].message, reply.data ?? null, reply.headers);
    } catch (error) {
      failure = error;
      const known = error instanceof ApiFailure ? error : isDatabaseUnavailable(error) ? databaseUnavailable() : new ApiFailure('E00500');
      code = known.code;
      response = failureResponse(known);
    }
    const line = {
      method: request.method,
      path: url.pathname,
      status: response.status,
      code,
      ms: Math.round(performance.now() - started),
      ip,
      member: auth?.memberId,
      staff: staff?.staffId,
    };
    if (response.status >= 500) logger.error({ ...line, err: describeError(failure) }, 'request failed');
    else logger.info(line, 'request');
    return response;
  };
}

const UNKNOWN_CALL: RouteSpec = {};

/**
 * For the methods a path does not serve (and for unknown paths): N00404 in the envelope, not an empty
 * 405, whatever the query or body.
 */
export const unknownCall = route(UNKNOWN_CALL, async () => {
  throw new ApiFailure('N00404');
});
