export type Schema = Record<string, unknown> | boolean;
export declare function random(seed: number): () => number;
export declare function pick<T>(rng: () => number, list: readonly T[]): T;
export declare function uuid(rng: () => number): string;
export declare function generate(
  schema: Schema,
  rng: () => number,
  options?: { root?: unknown; name?: string; samples?: (name: string, schema: Record<string, unknown>) => unknown },
): unknown;
