import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Loads a form's schema (its module, and zod with it) when asked: `() => import('@/lib/schemas/forms').then((m) => m.x)`. */
export type SchemaLoader = () => Promise<z.ZodType>;

/**
 * A react-hook-form resolver that loads zod, the schema and the resolver the first time the form is
 * checked (the first blur or submit), so a page with a form loads none of them to become interactive.
 * If they cannot load (the connection dropped, a new release replaced them), the values pass unchecked:
 * the API checks them with the same schema and answers field by field, and nothing typed is lost to a
 * reload; the next check tries the load again.
 */
export function lazyZodResolver<T extends FieldValues>(load: SchemaLoader): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  const ready = () =>
    (resolver ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
      (error: unknown) => {
        resolver = undefined;
        throw error;
      },
    ));
  return async (values, context, options) => {
    const check = await ready().catch(() => null);
    return check ? check(values, context, options) : { values, errors: {} };
  };
}
