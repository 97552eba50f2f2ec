import type { z } from 'zod';
import type { FieldErrors, FieldValues, Path, Resolver } from './use-form';

/** Loads a form's schema (its module, and zod with it) when asked: `() => import('@/lib/schemas/forms').then((m) => m.x)`. */
export type SchemaLoader = () => Promise<z.ZodType>;

/** The form's values checked with a zod schema: the parsed values, or the first message of each field. */
export async function checkWith<T extends FieldValues>(schema: z.ZodType, values: T): Promise<{ values: T; errors: FieldErrors<T> }> {
  const result = await schema.safeParseAsync(values);
  if (result.success) return { values: result.data as T, errors: {} };
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '') as Path<T>;
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return { values, errors };
}

/**
 * A resolver that loads zod and the schema the first time the form is checked (the first blur or submit),
 * so a page with a form loads neither to become interactive. If they cannot load (the connection dropped,
 * a new release replaced them), the values pass unchecked: the API checks them with the same schema and
 * answers field by field, and nothing typed is lost to a reload; the next check tries the load again.
 */
export function lazyZodResolver<T extends FieldValues>(load: SchemaLoader): Resolver<T> {
  let schema: Promise<z.ZodType> | undefined;
  const ready = () =>
    (schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    }));
  return async (values) => {
    const loaded = await ready().catch(() => null);
    return loaded ? checkWith(loaded, values) : { values, errors: {} };
  };
}

/** A resolver with a schema already loaded (the staff console, which has no budget to keep). */
export const zodResolver =
  <T extends FieldValues>(schema: z.ZodType): Resolver<T> =>
  (values) =>
    checkWith(schema, values);
