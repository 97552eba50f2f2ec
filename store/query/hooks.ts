import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { cacheKey, dataUpserted, type CacheState } from './cache-slice';
import type { AnyDefinition, ApiDispatch, CallResult, MutationDefinition, QueryDefinition } from './definitions';
import { useSeed } from './seeds';

type Thunk = (dispatch: ApiDispatch, getState: () => unknown) => Promise<CallResult<unknown, unknown>>;

interface Engine {
  runQuery(name: string, arg: unknown, forceRefetch?: boolean): Thunk;
  runMutation(name: string, arg: unknown): Thunk;
  subscribe(dispatch: ApiDispatch, getState: () => unknown, name: string, key: string): () => void;
}

/** What a query hook gives: the answer for this argument (`currentData`), the last one shown (`data`), its state. */
export interface QueryState<R, E> {
  data?: R;
  currentData?: R;
  error?: E;
  isLoading: boolean;
  isError: boolean;
  refetch(): Promise<CallResult<R, E>>;
}

export type MutationTrigger<R, A, E> = (arg: A) => Promise<CallResult<R, E>>;

export type EndpointHooks<D, E> = {
  [
    K in keyof D & string as D[K] extends QueryDefinition<unknown, unknown> ? `use${Capitalize<K>}Query` : never
  ]: D[K] extends QueryDefinition<infer R, infer A> ? (arg: A, options?: { skip?: boolean }) => QueryState<R, E> : never;
} & {
  [
    K in keyof D & string as D[K] extends QueryDefinition<unknown, unknown> ? `useLazy${Capitalize<K>}Query` : never
  ]: D[K] extends QueryDefinition<infer R, infer A> ? () => readonly [MutationTrigger<R, A, E>] : never;
} & {
  [
    K in keyof D & string as D[K] extends MutationDefinition<unknown, unknown> ? `use${Capitalize<K>}Mutation` : never
  ]: D[K] extends MutationDefinition<infer R, infer A> ? () => readonly [MutationTrigger<R, A, E>, { isLoading: boolean }] : never;
};

const capital = (name: string) => name[0].toUpperCase() + name.slice(1);

/** The React hooks of one endpoint, named as RTK Query names them. */
export function makeHooks(engine: Engine) {
  return (name: string, definition: AnyDefinition) => {
    const Name = capital(name);
    if (definition.type === 'mutation') {
      return {
        [`use${Name}Mutation`]: function useMutation() {
          const dispatch = useDispatch<ApiDispatch>();
          const [isLoading, setLoading] = useState(false);
          const trigger = useCallback(
            async (arg: unknown) => {
              setLoading(true);
              try {
                return await dispatch(engine.runMutation(name, arg));
              } finally {
                setLoading(false);
              }
            },
            [dispatch],
          );
          return [trigger, { isLoading }] as const;
        },
      };
    }
    return {
      [`use${Name}Query`]: function useQuery(arg: unknown, options: { skip?: boolean } = {}) {
        const dispatch = useDispatch<ApiDispatch>();
        const { getState } = useStore();
        const key = options.skip ? null : cacheKey(name, arg);
        const stored = useSelector((state: { api: CacheState }) => (key ? state.api[key] : undefined));
        // A seed from the server page stands for the answer until the store has it (then a reset forgets it too).
        const seed = useSeed(key);
        const seedLeft = useRef(seed !== undefined);
        const entry =
          stored ?? (seedLeft.current && seed !== undefined ? { status: 'fulfilled' as const, data: seed, error: undefined } : undefined);
        // The argument as it was when the key was made; the key (its JSON) says when it changed.
        const asked = useRef(arg);
        asked.current = arg;
        useEffect(() => {
          if (!key) return;
          const unsubscribe = engine.subscribe(dispatch, getState, name, key);
          if (seedLeft.current && seed !== undefined && !(getState() as { api: CacheState }).api[key]) {
            dispatch(dataUpserted({ key, endpoint: name, arg: asked.current, data: seed }));
          }
          seedLeft.current = false;
          void dispatch(engine.runQuery(name, asked.current));
          return unsubscribe;
        }, [dispatch, getState, key, seed]);
        // The answer to the argument before, shown while the new one loads (not after a reset of the same one).
        const last = useRef<{ key: string | null; data: unknown }>({ key: null, data: undefined });
        if (entry?.data !== undefined) last.current = { key, data: entry.data };
        const refetch = useCallback(() => dispatch(engine.runQuery(name, asked.current, true)), [dispatch]);
        return {
          data: entry?.data ?? (last.current.key !== key ? last.current.data : undefined),
          currentData: entry?.data,
          error: entry?.status === 'rejected' ? entry.error : undefined,
          isLoading: Boolean(key) && entry?.data === undefined && entry?.status !== 'rejected',
          isError: entry?.status === 'rejected',
          refetch,
        };
      },
      [`useLazy${Name}Query`]: function useLazyQuery() {
        const dispatch = useDispatch<ApiDispatch>();
        return [useCallback((arg: unknown) => dispatch(engine.runQuery(name, arg, true)), [dispatch])] as const;
      },
    };
  };
}
