import { generateSync } from 'json-schema-faker';

// Values for `npm run fuzz:api`, generated from the OpenAPI document's JSON Schemas by json-schema-faker
// (patterns, formats, lengths, ranges, required and optional properties, anyOf/oneOf); checking values
// against them is ajv's (lib/testing/json-schema-validator.mjs). What stays here: a seeded source so a
// failing run can be replayed, the fields whose rule a schema cannot say (身分證字號, 統一編號, phone
// numbers …), answered by the caller's `samples`, and free text in the languages the portal meets.

export const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const int = (rng, min, max) => min + Math.floor(rng() * (max - min + 1));

/** A seeded pseudo-random source (mulberry32), so a failing run can be replayed. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function uuid(rng) {
  const hex = (n) => Array.from({ length: n }, () => '0123456789abcdef'[int(rng, 0, 15)]).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(rng, ['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

const TEXT = ['測試', '王小明', '台北市', 'Tailan', '順達', '物流', 'A棟', '12號', '🚚', "O'Brien", '<b>', 'ـمرحبا', '\u200b', '街'];
const TEXT_FORMAT = 'portal-text';
const MAX_TEXT = 40;
const text = (random) => Array.from({ length: random.int(1, 8) }, () => random.pick(TEXT)).join('');

/**
 * The schema as json-schema-faker is given it: local references inlined, a field `samples` knows made a
 * constant, free text (a string without format or pattern) in TEXT's words and at most 40 characters long.
 */
function prepared(schema, root, name, samples) {
  if (typeof schema !== 'object' || schema === null) return schema;
  if (schema.$ref) {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node, key) => node?.[key], root);
    return prepared(target, root, name, samples);
  }
  if ('const' in schema || schema.enum) return schema;
  const variants = schema.oneOf ? 'oneOf' : schema.anyOf ? 'anyOf' : undefined;
  if (variants) return { ...schema, [variants]: schema[variants].map((variant) => prepared(variant, root, name, samples)) };
  const sample = samples(name, schema);
  if (sample !== undefined) return { const: sample };
  const type = [].concat(schema.type ?? 'string')[0];
  if (type === 'string' && !schema.format && !schema.pattern && (schema.minLength ?? 0) <= MAX_TEXT)
    return { ...schema, format: TEXT_FORMAT, maxLength: Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT) };
  if (type === 'array')
    return { ...schema, items: prepared(schema.items ?? {}, root, name, samples), maxItems: Math.min(schema.maxItems ?? 3, 3) };
  if (type === 'object' && schema.properties) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, prepared(value, root, key, samples)]),
    );
    return { ...schema, properties };
  }
  return schema;
}

/**
 * A value that conforms to the schema. `samples(name, schema)` may answer a known-good value for a field
 * whose rule the schema cannot say (身分證字號, 統一編號, phone numbers …).
 */
export function generate(schema, rng, { root = schema, name = '', samples = () => undefined } = {}) {
  if (!schema || Object.keys(schema).length === 0) return 'x';
  return generateSync(prepared(schema, root, name, samples), {
    seed: int(rng, 1, 2 ** 31 - 1),
    formats: { [TEXT_FORMAT]: text },
    optionalsProbability: 0.5,
  });
}
