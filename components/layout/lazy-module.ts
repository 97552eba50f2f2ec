'use client';

import { useEffect, useReducer, useState } from 'react';

export interface LazyModule<T> {
  /** Starts loading (once); later calls share the same promise. */
  preload(): Promise<T>;
  /** The module once loaded, else undefined. */
  loaded(): T | undefined;
  /** Hands over the module from a chunk that carries it already, so it is not fetched a second time. */
  provide(module: T): void;
}

/**
 * A module loaded on demand and then read synchronously. Unlike next/dynamic (React.lazy) it never
 * suspends: React holds back a suspended part's reveal for 300 ms, which made the first drawer open slow.
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    // A failed load is tried again by the next call (after the network is back).
    preload: () =>
      (loading ??=
        value !== undefined
          ? Promise.resolve(value)
          : load().then(
              (module) => (value = module),
              (error: unknown) => {
                loading = undefined;
                throw error;
              },
            )),
    loaded: () => value,
    provide: (module) => {
      value ??= module;
    },
  };
}

/**
 * The module when `wanted`, loading it first if need be (re-rendering once it is there). A load that
 * fails is thrown from render, so the error page says so (after the chunk guard's one reload).
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean): T | undefined {
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  if (failure) throw failure.error;
  const value = module.loaded();
  useEffect(() => {
    if (wanted && value === undefined) module.preload().then(loadedNow, (error: unknown) => setFailure({ error }));
  }, [module, wanted, value]);
  return wanted ? value : undefined;
}
