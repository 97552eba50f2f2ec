import { toJSONSchema, type ZodType } from 'zod';

/**
 * The JSON Schema (2020-12) of a schema of the portal, for /api/openapi.json and the tests of the answers.
 * Read as input: an object is open unless strict, as a client sees it; refinements (checksums, pairs)
 * cannot be said and are left out. The answers' schemas transform nothing, so input and output agree.
 */
export function jsonSchema(schema: ZodType<unknown>): Record<string, unknown> {
  const json = toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}
