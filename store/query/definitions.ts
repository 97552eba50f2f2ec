import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

// The shapes of the API cache's endpoints (create-api.ts), shared with its hooks (hooks.ts).

/** What a call's answer is: the data, or the API's error (never thrown). */
export type CallResult<R, E> = { data: R; error?: undefined } | { data?: undefined; error: E };

/** The function that makes a call: RTK Query's baseQuery shape, answering `{ data, meta }` or `{ error }`. */
export type BaseQuery<Args, E, Meta> = (
  args: Args,
  api: { getState(): unknown; dispatch: ApiDispatch; signal: AbortSignal },
) => Promise<{ data: unknown; meta?: Meta; error?: undefined } | { error: E; data?: undefined; meta?: Meta }>;

export type ApiDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export interface QueryDefinition<R, A, Args = unknown, Meta = unknown> {
  type: 'query';
  query(arg: A): Args;
  providesTags?: readonly string[];
  /** Seconds an answer nobody shows is kept (60 by default, as RTK Query). */
  keepUnusedDataFor?: number;
  transformResponse?(data: never, meta: Meta | undefined): R;
}

export interface MutationDefinition<R, A, Args = unknown, Meta = unknown, E = unknown> {
  type: 'mutation';
  query(arg: A): Args;
  invalidatesTags?: readonly string[];
  transformResponse?(data: never, meta: Meta | undefined): R;
  /** Runs as the call starts; `queryFulfilled` settles with the answer (rejects with the error). */
  onQueryStarted?(arg: A, api: { dispatch: ApiDispatch; queryFulfilled: Promise<{ data: R }> }): unknown;
  /** Unused: the error type, carried for the hooks. */
  readonly _error?: E;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a definition of any answer and argument
export type AnyDefinition = QueryDefinition<any, any> | MutationDefinition<any, any>;
