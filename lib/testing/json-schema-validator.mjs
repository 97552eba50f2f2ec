// Checks values against the JSON Schemas of /api/openapi.json (draft 2020-12, as z.toJSONSchema writes them)
// with ajv, for the tests of the answers and `npm run fuzz:api`.
import Ajv2020 from 'ajv/dist/2020.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// RFC 3339, as Date.toISOString() writes it or with an offset; Date.parse then refuses a month 13 or an hour 25.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

// Not strict: the OpenAPI document's own keywords (components, x-…) sit beside the schemas.
const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addFormat('uuid', UUID);
ajv.addFormat('email', EMAIL);
ajv.addFormat('date-time', (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));

const compiled = new WeakMap();

/** The errors of a value against a schema ([] when it conforms); root holds the `#/components/…` a schema refers to. */
export function validate(schema, value, root = schema) {
  if (schema === undefined) return [];
  if (typeof schema === 'boolean') return schema ? [] : ['/: not allowed'];
  let check = compiled.get(schema);
  if (!check) {
    check = ajv.compile(root === schema ? schema : { ...schema, components: root.components });
    compiled.set(schema, check);
  }
  return check(value) ? [] : check.errors.map((error) => `${error.instancePath || '/'}: ${error.message}`);
}
