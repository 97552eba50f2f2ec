import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import {
  cacheKey,
  cacheReset,
  cacheSlice,
  callFulfilled,
  callRejected,
  dataUpserted,
  entryRemoved,
  queryStarted,
  type CacheState,
  type CallMeta,
} from './cache-slice';
import { makeHooks, type EndpointHooks } from './hooks';
import type { AnyDefinition, ApiDispatch, BaseQuery, CallResult, MutationDefinition, QueryDefinition } from './definitions';

export interface Builder<Args, Meta, E> {
  query<R, A>(definition: Omit<QueryDefinition<R, A, Args, Meta>, 'type'>): QueryDefinition<R, A, Args, Meta>;
  mutation<R, A>(definition: Omit<MutationDefinition<R, A, Args, Meta, E>, 'type'>): MutationDefinition<R, A, Args, Meta, E>;
}

/** What an endpoint offers outside React: the thunk that calls it, its cached answer, its answer's action. */
export interface Endpoint<R, A, E> {
  initiate(arg: A, options?: { forceRefetch?: boolean }): (dispatch: ApiDispatch, getState: () => unknown) => Promise<CallResult<R, E>>;
  select(arg: A): (state: unknown) => { data?: R; error?: E; status?: string };
  matchFulfilled(action: UnknownAction): action is PayloadAction<R, string, CallMeta>;
}

type Endpoints<D, E> = {
  [K in keyof D]: D[K] extends QueryDefinition<infer R, infer A> | MutationDefinition<infer R, infer A> ? Endpoint<R, A, E> : never;
};

export interface Api<D, E, Args, Meta> {
  reducerPath: 'api';
  reducer: typeof cacheSlice.reducer;
  endpoints: Endpoints<D, E>;
  util: {
    resetApiState: typeof cacheReset;
    upsertQueryData<K extends keyof D & string>(
      endpoint: K,
      arg: D[K] extends QueryDefinition<unknown, infer A> ? A : never,
      data: D[K] extends QueryDefinition<infer R, unknown> ? R : never,
    ): UnknownAction;
  };
  injectEndpoints<N extends Record<string, AnyDefinition>>(options: {
    endpoints(build: Builder<Args, Meta, E>): N;
  }): Api<D & N, E, Args, Meta> & EndpointHooks<N, E>;
}

const DEFAULT_KEEP_S = 60;
let lastRequestId = 0;

/**
 * A small cache of the API's answers in the shape of RTK Query's `createApi` (the parts this portal uses):
 * endpoints injected by each area, `useXQuery` / `useLazyXQuery` / `useXMutation` hooks, tags that a
 * mutation invalidates, answers kept 60 s after their last reader, `initiate`, `select`, `matchFulfilled`,
 * `resetApiState` and `upsertQueryData`.
 *
 * Why a copy and not RTK Query: `npm run bench:clones` (2026-11-29, RTK 2.14, gzip) puts RTK Query's
 * `createApi` with its hooks at 19.5 kB on every member page and this copy at 3.5 kB. Member pages stand at
 * 37–72 kB above a bare Next page against a budget of 30 (bench:web, docs/runs/web.md): the library alone
 * would take two thirds of that budget. Switch when the pages have 16 kB to spare.
 */
export function createApi<Args, Meta, E, D extends Record<string, AnyDefinition>>(options: {
  baseQuery: BaseQuery<Args, E, Meta>;
  endpoints(build: Builder<Args, Meta, E>): D;
}): Api<D, E, Args, Meta> & EndpointHooks<D, E> {
  const definitions: Record<string, AnyDefinition> = {};
  // Per store (known by its getState): the calls under way and who shows each answer.
  const inFlight = new WeakMap<object, Map<string, Promise<CallResult<unknown, E>>>>();
  const readers = new WeakMap<object, Map<string, { count: number; timer?: ReturnType<typeof setTimeout> }>>();
  const perStore = <V>(maps: WeakMap<object, Map<string, V>>, store: object) => {
    let map = maps.get(store);
    if (!map) maps.set(store, (map = new Map()));
    return map;
  };
  const build: Builder<Args, Meta, E> = {
    query: (definition) => ({ type: 'query', ...definition }),
    mutation: (definition) => ({ type: 'mutation', ...definition }),
  };
  const stateOf = (getState: () => unknown) => (getState() as { api: CacheState }).api;

  const call =
    (name: string, arg: unknown, kind: CallMeta['kind'], key: string, requestId: string) =>
    async (dispatch: ApiDispatch, getState: () => unknown): Promise<CallResult<unknown, E>> => {
      const definition = definitions[name];
      const meta: CallMeta = { endpoint: name, arg, key, requestId, kind };
      const answer = await options.baseQuery(definition.query(arg) as Args, { getState, dispatch, signal: new AbortController().signal });
      if (answer.error !== undefined) {
        dispatch(callRejected(answer.error, meta));
        return { error: answer.error };
      }
      const data = definition.transformResponse ? definition.transformResponse(answer.data as never, answer.meta as never) : answer.data;
      dispatch(callFulfilled(data, meta));
      return { data };
    };

  const runQuery =
    (name: string, arg: unknown, forceRefetch = false) =>
    (dispatch: ApiDispatch, getState: () => unknown): Promise<CallResult<unknown, E>> => {
      const key = cacheKey(name, arg);
      const entry = stateOf(getState)[key];
      if (!forceRefetch && entry?.status === 'fulfilled') return Promise.resolve({ data: entry.data });
      const calls = perStore(inFlight, getState);
      const running = calls.get(key);
      if (!forceRefetch && running && entry?.status === 'pending') return running;
      const requestId = String((lastRequestId += 1));
      dispatch(queryStarted({ key, endpoint: name, arg, requestId }));
      const promise = call(
        name,
        arg,
        'query',
        key,
        requestId,
      )(dispatch, getState).finally(() => {
        if (calls.get(key) === promise) calls.delete(key);
      });
      calls.set(key, promise);
      return promise;
    };

  /** Counts who shows an answer; the last one gone, the answer is dropped after its endpoint's keep time. */
  const subscribe = (dispatch: ApiDispatch, getState: () => unknown, name: string, key: string) => {
    const map = perStore(readers, getState);
    const reader = map.get(key) ?? { count: 0 };
    clearTimeout(reader.timer);
    reader.count += 1;
    map.set(key, reader);
    return () => {
      reader.count -= 1;
      if (reader.count > 0) return;
      const keep = (definitions[name] as QueryDefinition<unknown, unknown>).keepUnusedDataFor ?? DEFAULT_KEEP_S;
      reader.timer = setTimeout(() => {
        map.delete(key);
        dispatch(entryRemoved(key));
      }, keep * 1000);
    };
  };

  const runMutation =
    (name: string, arg: unknown) =>
    async (dispatch: ApiDispatch, getState: () => unknown): Promise<CallResult<unknown, E>> => {
      const definition = definitions[name] as MutationDefinition<unknown, unknown>;
      let settle: (result: CallResult<unknown, E>) => void = () => undefined;
      const queryFulfilled = new Promise<{ data: unknown }>((resolve, reject) => {
        settle = (result) => ('error' in result ? reject(result.error) : resolve(result));
      });
      queryFulfilled.catch(() => undefined);
      void definition.onQueryStarted?.(arg, { dispatch, queryFulfilled });
      const key = cacheKey(name, arg);
      const result = await call(name, arg, 'mutation', key, String((lastRequestId += 1)))(dispatch, getState);
      settle(result);
      if (!('error' in result) && definition.invalidatesTags) invalidate(definition.invalidatesTags, dispatch, getState);
      return result;
    };

  /** Answers that carry an invalidated tag are asked again if someone shows them, else dropped. */
  const invalidate = (tags: readonly string[], dispatch: ApiDispatch, getState: () => unknown) => {
    const shown = perStore(readers, getState);
    for (const [key, entry] of Object.entries(stateOf(getState))) {
      const provided = (definitions[entry.endpoint] as QueryDefinition<unknown, unknown>).providesTags ?? [];
      if (!provided.some((tag) => tags.includes(tag))) continue;
      if ((shown.get(key)?.count ?? 0) > 0) void dispatch(runQuery(entry.endpoint, entry.arg, true));
      else dispatch(entryRemoved(key));
    }
  };

  const endpoints: Record<string, Endpoint<unknown, unknown, E>> = {};
  const api = {
    reducerPath: 'api' as const,
    reducer: cacheSlice.reducer,
    endpoints,
    util: {
      resetApiState: cacheReset,
      upsertQueryData: (endpoint: string, arg: unknown, data: unknown) =>
        dataUpserted({ key: cacheKey(endpoint, arg), endpoint, arg, data }),
    },
    injectEndpoints(more: { endpoints(build: Builder<Args, Meta, E>): Record<string, AnyDefinition> }) {
      add(more.endpoints(build));
      return api;
    },
  };
  const hooks = makeHooks({ runQuery, runMutation, subscribe });

  function add(added: Record<string, AnyDefinition>) {
    for (const [name, definition] of Object.entries(added)) {
      definitions[name] = definition;
      endpoints[name] = {
        initiate: (arg, initiateOptions) =>
          definition.type === 'query' ? runQuery(name, arg, initiateOptions?.forceRefetch) : runMutation(name, arg),
        select: (arg) => (state) => (state as { api: CacheState }).api[cacheKey(name, arg)] ?? {},
        matchFulfilled: (action): action is PayloadAction<unknown, string, CallMeta> =>
          callFulfilled.match(action) && action.meta.endpoint === name,
      } as Endpoint<unknown, unknown, E>;
      Object.assign(api, hooks(name, definition));
    }
  }
  add(options.endpoints(build));
  return api as unknown as Api<D, E, Args, Meta> & EndpointHooks<D, E>;
}
