import { API_BASE } from '../config';
import { TOKEN_HEADER } from './token-headers';
import { NETWORK_ERROR_CODE, isSuccessCode } from './codes';
import type { ApiEnvelope, ApiError, ApiResult } from './types';
import { callTarget, type AnswerOf, type Call, type CallRequest } from './contract/calls';

/** How a call is sent, besides its input: the member's token, extra headers, a signal to abort it. */
export interface SendOptions {
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A call of the contract (lib/api/contract/calls.ts) with how to send it. */
export type ApiRequest<C extends Call = Call> = CallRequest<C> & SendOptions;

const NETWORK_MESSAGE = '網路連線異常，請確認網路後再試一次。';
const BAD_ANSWER_MESSAGE = '伺服器回應異常，請稍後再試。';

function buildUrl(path: string, query: object | undefined) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  return `${API_BASE}${path}${search}`;
}

const isEnvelope = (body: unknown): body is ApiEnvelope =>
  typeof body === 'object' && body !== null && typeof (body as ApiEnvelope).code === 'string';

/**
 * Calls the built-in API and returns the data or the error object of the envelope; it never throws for
 * a business error or a lost connection (docs/product.md, Errors; docs/api.md). The call names its
 * operation ('POST /order/order/v1'): its input and its answer are typed by the contract.
 */
export async function apiRequest<C extends Call>(request: ApiRequest<C>): Promise<ApiResult<AnswerOf<C>>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Frame-Options': 'DENY',
    ...request.headers,
  };
  if (request.token) headers[TOKEN_HEADER] = request.token;
  const { method, path } = callTarget(request.call, request.params ?? undefined);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, request.query ?? undefined), {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, error: { code: NETWORK_ERROR_CODE, message: NETWORK_MESSAGE, status: 0, data: null } };
  }

  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body)) {
    const error: ApiError = { code: NETWORK_ERROR_CODE, message: BAD_ANSWER_MESSAGE, status: response.status, data: null };
    return { ok: false, error };
  }
  if (response.ok && isSuccessCode(body.code)) {
    return { ok: true, code: body.code, message: body.message, data: body.data as AnswerOf<C> };
  }
  return {
    ok: false,
    error: { code: body.code, message: body.message, status: response.status, data: (body.data as ApiError['data']) ?? null },
  };
}
