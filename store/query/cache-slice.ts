import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One call's answer as the store keeps it, by endpoint and argument. */
export interface CacheEntry {
  endpoint: string;
  arg: unknown;
  status: 'pending' | 'fulfilled' | 'rejected';
  requestId: string;
  data?: unknown;
  error?: unknown;
}

export type CacheState = Record<string, CacheEntry>;

/** What an answer's actions carry besides the answer: which call it was. */
export interface CallMeta {
  endpoint: string;
  arg: unknown;
  key: string;
  requestId: string;
  kind: 'query' | 'mutation';
}

export const callFulfilled = createAction('api/fulfilled', (data: unknown, meta: CallMeta) => ({ payload: data, meta }));
export const callRejected = createAction('api/rejected', (error: unknown, meta: CallMeta) => ({ payload: error, meta }));

/** The cache key of an endpoint called with an argument. */
export const cacheKey = (endpoint: string, arg: unknown) => `${endpoint}(${arg === undefined ? '' : JSON.stringify(arg)})`;

/**
 * The answers of the API's queries, the one state the query hooks read. An answer that comes back after its
 * entry was dropped (the session ended and the cache was reset) is not kept.
 */
export const cacheSlice = createSlice({
  name: 'api',
  initialState: {} as CacheState,
  reducers: {
    queryStarted(state, action: PayloadAction<{ key: string; endpoint: string; arg: unknown; requestId: string }>) {
      const { key, endpoint, arg, requestId } = action.payload;
      state[key] = { ...state[key], endpoint, arg, requestId, status: 'pending' };
    },
    entryRemoved(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
    dataUpserted(state, action: PayloadAction<{ key: string; endpoint: string; arg: unknown; data: unknown }>) {
      const { key, endpoint, arg, data } = action.payload;
      state[key] = { endpoint, arg, data, status: 'fulfilled', requestId: state[key]?.requestId ?? 'upsert' };
    },
    cacheReset() {
      return {};
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(callFulfilled, (state, action) => {
        const entry = state[action.meta.key];
        if (action.meta.kind !== 'query' || entry?.requestId !== action.meta.requestId) return;
        state[action.meta.key] = { ...entry, status: 'fulfilled', data: action.payload, error: undefined };
      })
      .addCase(callRejected, (state, action) => {
        const entry = state[action.meta.key];
        if (action.meta.kind !== 'query' || entry?.requestId !== action.meta.requestId) return;
        state[action.meta.key] = { ...entry, status: 'rejected', error: action.payload };
      }),
});

export const { queryStarted, entryRemoved, dataUpserted, cacheReset } = cacheSlice.actions;
