import 'server-only';
import type { ZodType } from 'zod';
import { API_CODES, type ApiCode } from '@/lib/api/codes';
import { brand } from '@/lib/site/brand';
import { jsonSchema } from '@/lib/schemas/json-schema';
import { operations, type Operation } from '@/lib/api/contract/operations';
import { IP_LIMITS } from '../auth/policy';
import { STAFF_TOKEN_HEADER, TOKEN_HEADER } from '@/lib/api/token-headers';

type Json = Record<string, unknown>;
type AnyOperation = Operation;

/** The codes a call can answer: its own and those of the wrapper. */
export function operationCodes(op: AnyOperation): ApiCode[] {
  const codes = new Set<ApiCode>(op.codes);
  // Every call validates its query (unknown parameters are refused), so any can answer V00001.
  codes.add('V00001');
  if (op.auth === 'member' || op.auth === 'staff') ['A00001', 'A00005', 'A00009'].forEach((c) => codes.add(c as ApiCode));
  if (op.ipLimit) codes.add('C00002');
  if (op.auth === 'staff') codes.add('R00429');
  codes.add('E00500');
  return [...codes];
}

const statusOf = (op: AnyOperation, code: ApiCode) => (code === '00000' && op.created ? 201 : API_CODES[code].status);

function parameters(ops: AnyOperation[]) {
  const list: Json[] = [];
  const seen = new Set<string>();
  for (const op of ops) {
    for (const [where, schema] of [
      ['path', op.params],
      ['query', op.query],
    ] as const) {
      if (!schema) continue;
      const json = jsonSchema(schema as ZodType<unknown>) as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, property] of Object.entries(json.properties ?? {})) {
        if (seen.has(`${where}:${name}`)) continue;
        seen.add(`${where}:${name}`);
        // Variants sharing a path (GET /login/v1/forget) each need their own parameters.
        const required = where === 'path' || (ops.length === 1 && (json.required ?? []).includes(name));
        list.push({ name, in: where, required, schema: property });
      }
    }
    for (const header of op.headers ?? []) {
      list.push({
        name: header.name,
        in: 'header',
        required: header.required,
        description: header.description,
        schema: jsonSchema(header.schema),
      });
    }
  }
  return list;
}

function responses(ops: AnyOperation[]) {
  const byStatus = new Map<number, Set<ApiCode>>();
  for (const op of ops) {
    for (const code of operationCodes(op)) {
      const status = statusOf(op, code);
      byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
    }
  }
  const out: Json = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const list = [...codes];
    const success = status < 300 || list.every((c) => c === 'L00005');
    out[String(status)] = {
      description: list.map((c) => `${c} ${API_CODES[c].message}`).join('; '),
      // route.ts: E00500 while the database is unreachable comes with Retry-After (a bug's does not).
      ...(status === 500
        ? {
            headers: {
              'Retry-After': { description: 'seconds to wait; sent while the database is unreachable', schema: { type: 'integer' } },
            },
          }
        : {}),
      content: {
        // format=csv and the like: the success as a file (the envelope for every other answer).
        ...Object.fromEntries(ops.filter((op) => op.file && status === 200).map((op) => [op.file, { schema: { type: 'string' } }])),
        'application/json': {
          schema: {
            allOf: [{ $ref: '#/components/schemas/Envelope' }],
            properties: {
              code: { enum: list },
              data: list.includes('V00001')
                ? list.length === 1
                  ? { $ref: '#/components/schemas/ValidationErrors' }
                  : { anyOf: [{ $ref: '#/components/schemas/ValidationErrors' }, { type: 'null' }] }
                : success
                  ? successData(ops, status)
                  : refusalData(ops, list),
            },
          },
        },
      },
    };
  }
  return out;
}

/** The data of a refusal: what the operations say it carries (S00409's record), null otherwise. */
function refusalData(ops: AnyOperation[], codes: ApiCode[]) {
  const carried = codes.flatMap((code) => ops.flatMap((op) => (op.errorData?.[code] ? [jsonSchema(op.errorData[code])] : [])));
  if (carried.length === 0) return { type: 'null' };
  return codes.length === 1 && carried.length === 1 ? carried[0] : { anyOf: [...carried, { type: 'null' }] };
}

/** The data of a success: the schema of each variant (every operation states one), with the description. */
function successData(ops: AnyOperation[], status: number) {
  const description = ops.map((op) => op.data).join(' / ');
  // L00005 (403) is a success for the login form, but its { tempUuid } is not the login's schema.
  if (status >= 300) return { description };
  return ops.length === 1
    ? { description, ...jsonSchema(ops[0].dataSchema) }
    : { description, anyOf: ops.map((op) => jsonSchema(op.dataSchema)) };
}

function operationObject(ops: AnyOperation[], id: string) {
  const [first] = ops;
  const body = ops.find((op) => op.body)?.body;
  const object: Json = {
    operationId: id,
    summary: ops.map((op) => op.summary).join(' | '),
    description: ops.map((op) => `${op.summary}: data ${op.data}`).join('\n\n'),
    tags: [first.path.split('/')[1]],
    'x-auth': first.auth ?? 'none',
    parameters: parameters(ops),
    responses: responses(ops),
  };
  if (first.auth === 'member') object.security = [{ token: [] }];
  else if (first.auth === 'staff') object.security = [{ staffToken: [] }];
  else if (first.auth === 'optional') object.security = [{}, { token: [] }];
  if (first.ipLimit) object['x-ip-limit'] = { ...IP_LIMITS[first.ipLimit] };
  if (body) {
    const schema = jsonSchema(body as ZodType<unknown>);
    const types = ops.find((op) => op.body)?.bodyTypes ?? ['application/json'];
    object.requestBody = { required: true, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
  }
  return object;
}

let cached: Json | undefined;

/** The OpenAPI 3.1 document of every call, built from the operations registry and its zod schemas. */
export function openApiDocument(): Json {
  if (cached) return cached;
  const grouped = new Map<string, { id: string; ops: AnyOperation[] }>();
  for (const [id, op] of Object.entries(operations) as [string, AnyOperation][]) {
    const key = `${op.method} ${op.path}`;
    const entry = grouped.get(key);
    if (entry) {
      entry.ops.push(op);
      entry.id += `_${id}`;
    } else grouped.set(key, { id, ops: [op] });
  }
  const paths: Record<string, Json> = {};
  for (const { id, ops } of grouped.values()) {
    const { method, path } = ops[0];
    paths[path] = { ...(paths[path] ?? {}), [method.toLowerCase()]: operationObject(ops, id) };
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: `${brand.name} API`,
      version: '1',
      description:
        'Every response is the envelope { code, message, data }; the HTTP status agrees with the code. Unknown fields are refused (V00001). Rules a JSON Schema cannot say (checksums of 身分證字號 and 統一編號, Taiwan phone numbers, the city/town pair) are checked by the server.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER },
        staffToken: { type: 'apiKey', in: 'header', name: STAFF_TOKEN_HEADER },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['code', 'message', 'data'],
          additionalProperties: false,
          properties: {
            code: { type: 'string', enum: Object.keys(API_CODES) },
            message: { type: 'string' },
            data: {},
          },
        },
        ValidationErrors: {
          type: 'object',
          required: ['errors'],
          properties: {
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
  return cached;
}
