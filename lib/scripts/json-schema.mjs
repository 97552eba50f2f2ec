// A small JSON Schema (2020-12 subset of what z.toJSONSchema writes) validator and value generator,
// for the OpenAPI test and `npm run fuzz:api`. Not a general implementation: type, const, enum,
// string lengths, pattern, format uuid/email/date-time, numbers, objects, arrays, anyOf/oneOf/allOf, local $ref.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// RFC 3339, as Date.toISOString() writes it or with an offset; Date.parse then refuses a month 13 or an hour 25.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

const typeOf = (value) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/** The errors of a value against a schema ([] when it conforms); root resolves `#/…` references. */
export function validate(schema, value, root = schema, path = '') {
  if (schema === true || schema === undefined || (schema && Object.keys(schema).length === 0)) return [];
  if (schema === false) return [`${path}: not allowed`];
  const errors = [];
  const fail = (message) => errors.push(`${path || '/'}: ${message}`);
  if (schema.$ref) {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node, key) => node?.[key], root);
    errors.push(...validate(target, value, root, path));
  }
  if (schema.allOf) for (const part of schema.allOf) errors.push(...validate(part, value, root, path));
  if (schema.anyOf && !schema.anyOf.some((part) => validate(part, value, root, path).length === 0)) fail('matches no anyOf');
  if (schema.oneOf && schema.oneOf.filter((part) => validate(part, value, root, path).length === 0).length !== 1) fail('matches not exactly one oneOf');
  if ('const' in schema && value !== schema.const) fail(`is not ${JSON.stringify(schema.const)}`);
  if (schema.enum && !schema.enum.includes(value)) fail(`is not one of ${JSON.stringify(schema.enum)}`);
  if (schema.type) {
    const types = [].concat(schema.type);
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
      fail(`is ${actual}, not ${types.join('|')}`);
      return errors;
    }
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) fail(`shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && length > schema.maxLength) fail(`longer than ${schema.maxLength}`);
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) fail(`does not match ${schema.pattern}`);
    if (schema.format === 'uuid' && !UUID.test(value)) fail('is not a uuid');
    if (schema.format === 'email' && !EMAIL.test(value)) fail('is not an e-mail address');
    if (schema.format === 'date-time' && !(DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)))) fail('is not a date-time');
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) fail(`below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) fail(`above ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) fail(`not above ${schema.exclusiveMinimum}`);
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) fail(`not below ${schema.exclusiveMaximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) fail(`fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) fail(`more than ${schema.maxItems} items`);
    if (schema.items) value.forEach((item, i) => errors.push(...validate(schema.items, item, root, `${path}/${i}`)));
  } else if (value && typeof value === 'object') {
    for (const key of schema.required ?? []) if (!(key in value)) fail(`misses ${key}`);
    for (const [key, item] of Object.entries(value)) {
      if (schema.properties?.[key]) errors.push(...validate(schema.properties[key], item, root, `${path}/${key}`));
      else if (schema.additionalProperties === false) fail(`has unknown ${key}`);
      else if (typeof schema.additionalProperties === 'object') errors.push(...validate(schema.additionalProperties, item, root, `${path}/${key}`));
    }
  }
  return errors;
}

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

const CLASSES = { '\\d': '0123456789', 'a-z0-9-': 'abcdefghijklmnopqrstuvwxyz0123456789-', 'A-Za-z0-9_.:-': 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.:-' };

/** Strings for the simple patterns the schemas use: ^\d{6}$, ^[a-z0-9-]{1,80}$ and the like. */
function fromPattern(rng, pattern) {
  const m = /^\^(?:\\d|\[([^\]]+)\])\{(\d+)(?:,(\d+))?\}\$$/.exec(pattern);
  if (!m) return undefined;
  const chars = m[1] ? CLASSES[m[1]] : CLASSES['\\d'];
  if (!chars) return undefined;
  const length = int(rng, Number(m[2]), Math.min(Number(m[3] ?? m[2]), 24));
  return Array.from({ length }, () => chars[int(rng, 0, chars.length - 1)]).join('');
}

const TEXT = ['測試', '王小明', '台北市', 'Tailan', '順達', '物流', 'A棟', '12 號', '🚚', 'O\'Brien', '<b>', 'ـمرحبا', '\u200b', '街'];

/**
 * A value that conforms to the schema. `samples(name)` may answer a known-good value for a field
 * whose rule the schema cannot say (身分證字號, 統一編號, phone numbers …).
 */
export function generate(schema, rng, { root = schema, name = '', samples = () => undefined } = {}) {
  if (!schema || Object.keys(schema).length === 0) return 'x';
  if (schema.$ref) return generate(schema.$ref.replace(/^#\//, '').split('/').reduce((n, k) => n?.[k], root), rng, { root, name, samples });
  if ('const' in schema) return schema.const;
  if (schema.enum) return pick(rng, schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return generate(pick(rng, variants), rng, { root, name, samples });
  const sample = samples(name, schema);
  if (sample !== undefined) return sample;
  const type = [].concat(schema.type ?? 'string')[0];
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return uuid(rng);
      if (schema.format === 'email') return `fuzz.${int(rng, 0, 1e9).toString(36)}@example.com`;
      if (schema.pattern) return fromPattern(rng, schema.pattern) ?? 'x';
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 40, 40);
      let text = '';
      while ([...text].length < Math.max(min, int(rng, min, max))) text += pick(rng, TEXT);
      text = [...text].slice(0, max).join('').trim();
      return [...text].length >= Math.max(min, 1) || min === 0 ? text : 'x'.repeat(Math.max(min, 1));
    }
    case 'integer':
    case 'number':
      return int(rng, Math.ceil(schema.minimum ?? 0), Math.floor(Math.min(schema.maximum ?? 100, (schema.minimum ?? 0) + 100)));
    case 'boolean':
      return rng() < 0.5;
    case 'null':
      return null;
    case 'array': {
      const n = int(rng, schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length: n }, () => generate(schema.items ?? {}, rng, { root, name, samples }));
    }
    case 'object': {
      const out = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if ((schema.required ?? []).includes(key) || rng() < 0.5) out[key] = generate(property, rng, { root, name: key, samples });
      }
      return out;
    }
    default:
      return null;
  }
}
