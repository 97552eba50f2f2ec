import 'server-only';
import type { ZodType } from 'zod';
import { API_CODES, type ApiCode } from '@/lib/api/codes';
import { MAX_BODY_BYTES } from '@/lib/api/body-limits';
import { jsonSchema } from '@/lib/schemas/json-schema';
import { STAFF_TOKEN_HEADER, TOKEN_HEADER } from '@/lib/api/token-headers';
import { operationCodes } from './openapi';
import { operations, type Operation } from '@/lib/api/contract/operations';
import { IP_LIMITS } from '../auth/policy';

// docs/api.md, the API's contract, written from the operations registry and its zod schemas (`npm run
// docs:api`); api-doc.test.ts holds the committed file equal to what this writes, so it cannot drift.

type AnyOperation = Operation;
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, Schema>;
  description?: string;
};

/** How deep an answer's nested fields are listed; deeper ones are named by their type. */
const MAX_DEPTH = 4;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function resolve(schema: Schema, defs: Record<string, Schema>): Schema {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return defs[name] ?? {};
  }
  return schema;
}

function variants(schema: Schema): Schema[] | undefined {
  return schema.anyOf ?? schema.oneOf;
}

/** A schema's type in a few words: `string (uuid)`, `integer 1–99`, `"a" \| "b"`, `object[]`. */
function typeOf(raw: Schema, defs: Record<string, Schema>): string {
  const schema = resolve(raw, defs);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const many = variants(schema);
  if (many) return [...new Set(many.map((s) => typeOf(s, defs)))].join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => typeOf(s, defs)).join(' & ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `${schema.items ? wrap(typeOf(schema.items, defs)) : 'any'}[]`;
  if (!type) return 'any';
  const notes: string[] = [];
  if (schema.format) notes.push(schema.format);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) notes.push(`length ${range(schema.minLength, schema.maxLength)}`);
  // A safe integer's own bounds say nothing a reader needs.
  const minimum = schema.minimum === Number.MIN_SAFE_INTEGER ? undefined : schema.minimum;
  const maximum = schema.maximum === Number.MAX_SAFE_INTEGER ? undefined : schema.maximum;
  if (minimum !== undefined || maximum !== undefined) notes.push(range(minimum, maximum));
  if (schema.pattern && !schema.format) notes.push(`pattern \`${schema.pattern}\``);
  return notes.length ? `${type} (${notes.join(', ')})` : type;
}

const wrap = (type: string) => (type.includes(' | ') ? `(${type})` : type);
const range = (min?: number, max?: number) =>
  min !== undefined && max !== undefined ? `${min}–${max}` : min !== undefined ? `≥ ${min}` : `≤ ${max}`;

interface Field {
  name: string;
  type: string;
  required: boolean;
}

/** An object's fields, nested ones by their path (`vehicles[].colors[].name`). */
function fields(raw: Schema, defs: Record<string, Schema>, prefix = '', depth = 0): Field[] {
  const schema = resolve(raw, defs);
  const many = variants(schema);
  if (many) {
    // One object or null, or one of a few objects: a field is listed once, with the types it takes, and
    // counts as always there only when every object has it (null counts as no object).
    const objects = many.map((s) => fields(s, defs, prefix, depth)).filter((list) => list.length > 0);
    const merged = new Map<string, Field>();
    for (const list of objects) {
      for (const field of list) {
        const known = merged.get(field.name);
        if (!known) merged.set(field.name, { ...field });
        else if (!known.type.split(' | ').includes(field.type)) known.type = `${known.type} | ${field.type}`;
      }
    }
    for (const field of merged.values()) {
      field.required = objects.every((list) => list.some((f) => f.name === field.name && f.required));
    }
    return [...merged.values()];
  }
  if (schema.type === 'array' && schema.items) return fields(schema.items, defs, `${prefix}[]`, depth);
  if (!schema.properties || depth >= MAX_DEPTH) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [{ name: path, type: typeOf(property, defs), required: required.has(name) }, ...fields(property, defs, path, depth + 1)];
  });
}

function table(list: Field[], requiredColumn: boolean): string[] {
  const last = requiredColumn ? 'required' : 'always';
  return [
    `| field | type | ${last} |`,
    '|---|---|---|',
    ...list.map((f) => `| \`${f.name}\` | ${cell(f.type)} | ${f.required ? 'yes' : 'no'} |`),
  ];
}

/** The discriminator of an object variant: its first property with one constant value (`kind: "vehicle"`). */
function labelOf(schema: Schema): string | undefined {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.const !== undefined) return `\`${name}\`: ${JSON.stringify(property.const)}`;
    if (property.enum?.length === 1) return `\`${name}\`: ${JSON.stringify(property.enum[0])}`;
  }
  return undefined;
}

function fieldTable(schema: ZodType<unknown>, requiredColumn: boolean): string[] {
  const json = jsonSchema(schema) as Schema;
  const defs = json.$defs ?? {};
  // Several shapes (a body per kind, a list or one record): each shape's own table.
  const shapes = variants(json)
    ?.map((s) => resolve(s, defs))
    .filter((s) => s.properties || (s.type === 'array' && s.items));
  if (shapes && shapes.length > 1) {
    return shapes
      .flatMap((shape, i) => [
        `One of ${shapes.length}, ${labelOf(shape) ?? `shape ${i + 1}`}:`,
        '',
        ...table(fields(shape, defs), requiredColumn),
        '',
      ])
      .slice(0, -1);
  }
  const list = fields(json, defs);
  if (list.length === 0) return [`\`${typeOf(json, defs)}\``];
  return table(list, requiredColumn);
}

const AUTH: Record<string, string> = {
  none: 'public',
  optional: `public; a member's \`${TOKEN_HEADER}\` is read when sent`,
  member: `member session (\`${TOKEN_HEADER}\`)`,
  staff: `staff token (\`${STAFF_TOKEN_HEADER}\`)`,
};

/** The section an operation belongs to: its path's first segment, and the second for the console's many calls. */
function groupOf(op: AnyOperation): string {
  const [, first, second] = op.path.split('/');
  return first === 'staff' ? `staff/${second}` : first;
}

const anchorOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

function operationSection(id: string, op: AnyOperation): string[] {
  const lines = [`### ${op.method} \`${op.path}\``, '', `${op.summary} (\`${id}\`).`, ''];
  lines.push(`- **Auth:** ${AUTH[op.auth ?? 'none']}`);
  if (op.staffMay)
    lines.push(
      `- **Roles:** those that may \`${op.staffMay}\` (lib/staff/roles.ts); any other role is answered N00404 before the input is read`,
    );
  if (op.ipLimit)
    lines.push(`- **Limit per IP:** ${IP_LIMITS[op.ipLimit].limit} calls in ${IP_LIMITS[op.ipLimit].windowSeconds} s, then C00002`);
  if (op.maxBodyBytes) lines.push(`- **Body limit:** ${op.maxBodyBytes} bytes`);
  if (op.bodyTypes) lines.push(`- **Body types:** ${op.bodyTypes.map((t) => `\`${t}\``).join(', ')}`);
  if (op.created) lines.push('- **Success:** HTTP 201');
  if (op.file) lines.push(`- **File:** the success comes as \`${op.file}\`, not the envelope`);
  for (const header of op.headers ?? [])
    lines.push(`- **Header \`${header.name}\`** (${header.required ? 'required' : 'optional'}): ${header.description}`);
  lines.push('');
  for (const [title, schema] of [
    ['Path parameters', op.params],
    ['Query', op.query],
    ['Body', op.body],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchema(schema as ZodType<unknown>) as Schema;
    if (title === 'Query' && !json.properties) continue;
    lines.push(`**${title}**`, '', ...fieldTable(schema as ZodType<unknown>, true), '');
  }
  lines.push(`**Answer** (\`data\` on success: ${op.data})`, '', ...fieldTable(op.dataSchema, false), '');
  for (const [code, schema] of Object.entries(op.errorData ?? {}) as [ApiCode, ZodType][]) {
    lines.push(`**\`data\` with ${code}**`, '', ...fieldTable(schema, false), '');
  }
  const codes = operationCodes(op).map((code) => `${code} (${code === '00000' && op.created ? 201 : API_CODES[code].status})`);
  lines.push(`**Codes:** ${codes.join(', ')}`, '');
  return lines;
}

const INTRODUCTION = `# The API contract

<!-- Written by \`npm run docs:api\` (lib/server/http/api-doc.ts) from the operations registry
(lib/api/contract/operations.ts, staff-operations.ts), their zod schemas (lib/schemas/) and the code
catalogue (lib/api/codes.ts). Do not edit by hand: change those and run the script again. -->

The portal's server answers every call under \`/api\`. This page is that interface, written from the
same registry the route handlers take their checks from, so what it says is what they enforce. The
same registry is served as OpenAPI 3.1 at \`/api/openapi.json\`. The staff console's own rules (sign-in,
sessions, reach, locking) are told in [staff-api.md](staff-api.md); its fields are here.

## The envelope

Every answer is one JSON object with exactly three members:

\`\`\`json
{ "code": "00000", "message": "成功", "data": {} }
\`\`\`

- \`code\` says what happened; the catalogue at the end lists each one. A client decides by the code,
  not by the message.
- \`message\` is a sentence in Traditional Chinese to show a person; it is the catalogue's unless a call
  says more.
- \`data\` is what the call answers on success (each call's **Answer** below), and \`null\` on a refusal,
  except where a call names what a refusal carries (S00409 sends the record as it is now).

The HTTP status agrees with the code (the catalogue gives it), so a client may look at either. The one
exception to the envelope is a call marked **File**: its success is the file itself (a PDF, a CSV);
its refusals are still the envelope.

## Authentication

Each call has one of four modes:

- **public**: no token is read.
- **public, token read when sent**: a member's token is read when one comes, and a missing or bad one
  is ignored; the call answers either way.
- **member session**: the header \`${TOKEN_HEADER}\` carries the token of a member's login. Without one the
  answer is A00001, with an unknown one A00005, with an ended one A00009.
- **staff token**: the header \`${STAFF_TOKEN_HEADER}\` carries a console session's token, got from the
  two-step staff sign-in. Member tokens are not staff tokens and the other way round. Staff calls are
  also limited per session and per person (R00429, with \`Retry-After\`).

The API reads tokens only from these headers, never from cookies, so another site cannot make a browser
send one.

## Paths and versions

Each path carries its version (\`/vehicle/family/v1\`, \`/staff/news/v1/{id}\`); every call is at v1
today. \`{name}\` in a path stands for a parameter. Paths below are relative to \`/api\`.

## Errors

- **Input** is checked against the call's schema before the call does anything: path, query and body. Unknown
  fields and unknown query parameters are refused. A refusal is V00001 (HTTP 422) with
  \`data: { errors: [{ path, message }] }\`, one entry per failing field. Some rules are checked beyond what
  the tables below can say (checksums of 身分證字號 and 統一編號, Taiwan phone numbers, a city with its
  town); they are refused the same way.
- **Bodies** are JSON unless a call lists other types, and at most ${MAX_BODY_BYTES} bytes unless a call
  names a larger limit.
- **Limits** per IP address (C00002) on calls that send or check codes (each such call gives its
  figures), and per staff session and person (R00429).
- **A record that is not there, or not the caller's to see,** is N00404 either way.
- **Whether an address has an account** is never told: logging in, registering and asking for a
  forgotten password answer a known and an unknown address with the same answer in the same time.
- **E00500** is a failure of the server. While the database is unreachable it comes with
  \`Retry-After\` (seconds); a call may then be retried (a pre-order with its idempotency key is safe to
  retry).

Each call's **Codes** list everything it may answer, with the HTTP status: its own outcomes and those of
the checks every call passes (V00001, the token's A000xx, the limits, E00500).
`;

/** What each code means, in English beside the server's own message; typed, so a new code needs its line. */
const MEANING: Record<ApiCode, string> = {
  '00000': 'success',
  L00001: 'signed in; data holds the token',
  L00002: 'wrong account or password (the same answer for an unknown account)',
  L00003: 'too many sign-in attempts; wait before the next',
  L00004: 'signed in, but the password must be changed before anything else',
  L00005: 'the e-mail address is not verified yet (data: the registration to verify)',
  L00006: 'the password was right; a two-factor code is asked next (data: the challenge)',
  A00001: 'no token sent to a call that needs one',
  A00005: 'the token is unknown or of the wrong kind',
  A00009: 'the session has ended (idle or too old)',
  C00001: 'a verification code is wrong or expired',
  C00002: 'too many codes sent or checked from this address',
  R00429: 'too many calls in a short time (per staff session)',
  V00001: 'the input failed its schema; data.errors names the fields',
  O00001:
    'the configuration cannot be ordered now (the family, a choice or the agreement version is no longer offered); the message says which',
  O00002: 'the idempotency key was used before with a different body',
  O00003: 'the same pre-order is still being placed',
  O00004: 'the pre-order can no longer be cancelled',
  T00001: 'the test-drive slot has no place left',
  T00002: 'the person (mobile or e-mail) already holds the most drives still to come',
  T00003: 'the test-drive link was used or has expired',
  Q00001: "the quote request's confirmation link was used or has expired",
  Q00002: 'the e-mail address already has the most quote requests waiting for their link',
  Q00003:
    'the quote version asked for cannot be accepted: it is past its valid-until day, a newer version was issued, or another version of the quote was accepted (the message says which)',
  K00001: 'the member keeps the most saved configurations allowed (20); one must be deleted before another is saved',
  N00404: "no such record, or not the caller's to see",
  S00409: 'the record changed since it was read; data holds it as it is now',
  S00422: "the record's state does not allow this",
  E00500: 'a failure of the server; with Retry-After while the database is unreachable',
};

/** docs/api.md as `npm run docs:api` writes it. */
export function apiDocument(): string {
  const groups = new Map<string, [string, AnyOperation][]>();
  for (const [id, op] of Object.entries(operations) as [string, AnyOperation][]) {
    const group = groupOf(op);
    groups.set(group, [...(groups.get(group) ?? []), [id, op]]);
  }
  const lines = [INTRODUCTION, '## Calls', ''];
  for (const group of groups.keys()) lines.push(`- [\`/${group}\`](#${anchorOf(group)})`);
  lines.push('');
  for (const [group, ops] of groups) {
    lines.push(`## ${group}`, '');
    for (const [id, op] of ops) lines.push(...operationSection(id, op));
  }
  lines.push('## Codes', '', '| code | HTTP | message (as the server sends it) | meaning |', '|---|---|---|---|');
  for (const [code, { status, message }] of Object.entries(API_CODES) as [ApiCode, { status: number; message: string }][])
    lines.push(`| \`${code}\` | ${status} | ${message} | ${MEANING[code]} |`);
  lines.push('', 'A call that succeeds by creating something answers 00000 with HTTP 201 (marked **Success: HTTP 201**).', '');
  return lines.join('\n');
}
