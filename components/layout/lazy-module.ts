'use client';

import { useEffect, useReducer } from 'react';

export interface LazyModule<T> {
  /** Starts loading (once); later calls share the same promise. */
  preload(): Promise<T>;
  /** The module once loaded, else undefined. */
  loaded(): T | undefined;
}

/**
 * A module loaded on demand and then read synchronously. Unlike next/dynamic (React.lazy) it never
 * suspends: React holds back a suspended part's reveal for 300 ms, which made the first drawer open slow.
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    preload: () => (loading ??= load().then((module) => (value = module))),
    loaded: () => value,
  };
}

/** The module when `wanted`, loading it first if need be (re-rendering once it is there). */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean): T | undefined {
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  const value = module.loaded();
  useEffect(() => {
    if (wanted && value === undefined) void module.preload().then(loadedNow);
  }, [module, wanted, value]);
  return wanted ? value : undefined;
}
