// The part of zod the portal uses, as named exports: `import { z } from 'zod'` is one object holding
// all of zod, its error messages in forty languages included, which cost the browser about 100 kB.
// Through these names the bundler keeps only what is used.
export {
  array,
  boolean,
  coerce,
  config,
  custom,
  discriminatedUnion,
  email,
  enum,
  int,
  literal,
  number,
  strictObject,
  string,
  tuple,
  union,
  uuid,
} from 'zod';
export type { core, infer, input, output, RefinementCtx, ZodObject, ZodRawShape, ZodType } from 'zod';
