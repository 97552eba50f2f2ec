// Values generated from JSON Schemas (the 2020-12 subset z.toJSONSchema writes) for `npm run fuzz:api`;
// checking values against them is ajv's (lib/testing/json-schema-validator.mjs). Not general: type, const,
// enum, string lengths, simple patterns, format uuid/email, numbers, objects, arrays, anyOf/oneOf, local $ref.

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

const CLASSES = {
  '\\d': '0123456789',
  'a-z0-9-': 'abcdefghijklmnopqrstuvwxyz0123456789-',
  'A-Za-z0-9_.:-': 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.:-',
};

/** Strings for the simple patterns the schemas use: ^\d{6}$, ^[a-z0-9-]{1,80}$ and the like. */
function fromPattern(rng, pattern) {
  const m = /^\^(?:\\d|\[([^\]]+)\])\{(\d+)(?:,(\d+))?\}\$$/.exec(pattern);
  if (!m) return undefined;
  const chars = m[1] ? CLASSES[m[1]] : CLASSES['\\d'];
  if (!chars) return undefined;
  const length = int(rng, Number(m[2]), Math.min(Number(m[3] ?? m[2]), 24));
  return Array.from({ length }, () => chars[int(rng, 0, chars.length - 1)]).join('');
}

const TEXT = ['測試', '王小明', '台北市', 'Tailan', '順達', '物流', 'A棟', '12 號', '🚚', "O'Brien", '<b>', 'ـمرحبا', '\u200b', '街'];

/**
 * A value that conforms to the schema. `samples(name)` may answer a known-good value for a field
 * whose rule the schema cannot say (身分證字號, 統一編號, phone numbers …).
 */
export function generate(schema, rng, { root = schema, name = '', samples = () => undefined } = {}) {
  if (!schema || Object.keys(schema).length === 0) return 'x';
  if (schema.$ref)
    return generate(
      schema.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((n, k) => n?.[k], root),
      rng,
      { root, name, samples },
    );
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
