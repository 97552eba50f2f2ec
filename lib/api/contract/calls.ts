import type { input as ZodInput, output as ZodOutput, ZodType } from 'zod';
import type { ApiCode } from '@/lib/api/codes';
import type { operations } from './operations';

// The clients' side of the contract: a call is named by its method and path as the operations declare
// them ('GET /order/order/v1/{uuid}'), and its params, query, body and answer are the types of that
// operation's schemas. Only types come from the operations: a client bundle carries none of the
// schemas, and a misspelt path, a body field the schema lacks or an answer field it does not have
// fails `npm run typecheck`.
//
// Why not ts-rest: measured 2026-11-28 with esbuild (--bundle --minify, browser ESM, gzip -9), ts-rest
// 3.52's client alone (`initClient` with two routes) is 63.6 kB minified, 15.6 kB gzip, as it brings zod
// along; `callTarget` below, all that reaches a bundle of this module, is 184 B (191 B gzip). The operations
// already hold zod schemas, so the types come free; ts-rest would also ask for a second declaration of
// each call in its router's shape.

type Operations = typeof operations;
type KeyOf<O> = O extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;

/** Every call of the API, as 'METHOD /path'. */
export type Call = { [K in keyof Operations]: KeyOf<Operations[K]> }[keyof Operations];

/** The operation a call names. */
export type OperationOf<C extends Call> = {
  [K in keyof Operations]: KeyOf<Operations[K]> extends C ? Operations[K] : never;
}[keyof Operations];

type Input<S> = S extends ZodType ? ZodInput<S> : undefined;

export type ParamsOf<C extends Call> = Input<OperationOf<C>['params' & keyof OperationOf<C>]>;
export type QueryOf<C extends Call> = Input<OperationOf<C>['query' & keyof OperationOf<C>]>;
export type BodyOf<C extends Call> = Input<OperationOf<C>['body' & keyof OperationOf<C>]>;
/** What `data` holds when the call succeeds. */
export type AnswerOf<C extends Call> = ZodOutput<OperationOf<C>['dataSchema']>;

/** The codes a call's answer may carry: its own outcomes and the route wrapper's. */
export type CodeOf<C extends Call> = OperationOf<C>['codes'][number] | WrapperCode;
type WrapperCode = Extract<ApiCode, 'V00001' | 'A00001' | 'A00005' | 'A00009' | 'C00002' | 'R00429' | 'N00404' | 'E00500'>;

/** The input of a call: params when its path has some, a body when it takes one, a query when it reads one. */
export type CallInput<C extends Call> = (ParamsOf<C> extends undefined ? { params?: undefined } : { params: ParamsOf<C> }) &
  (BodyOf<C> extends undefined ? { body?: undefined } : { body: BodyOf<C> }) &
  (QueryOf<C> extends undefined ? { query?: undefined } : { query?: QueryOf<C> });

/** A call with its input, as the clients send it. */
export type CallRequest<C extends Call = Call> = { call: C } & CallInput<C>;

/** The method and path (below /api) of a call, its {params} filled in. */
export function callTarget(call: Call, params?: Record<string, unknown>) {
  const space = call.indexOf(' ');
  const method = call.slice(0, space) as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const path = call.slice(space + 1).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return { method, path };
}
