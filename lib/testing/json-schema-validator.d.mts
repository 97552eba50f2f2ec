export type Schema = Record<string, unknown> | boolean;
export declare function validate(schema: Schema | undefined, value: unknown, root?: unknown): string[];
