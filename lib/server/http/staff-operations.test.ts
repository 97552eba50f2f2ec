/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ZodType } from 'zod';
import { jsonSchema } from '@/lib/schemas/json-schema';
import { generate, random } from '@/lib/reliability/schema-values.mjs';
import { STAFF_ROLES, may, type StaffRole } from '@/lib/staff/roles';
import { STAFF_TOKEN_HEADER } from '@/lib/api/token-headers';
import { getDb } from '../db/client';
import { resolveStaffSession } from '../auth/staff-sessions';
import { staffOperations } from '@/lib/api/contract/staff-operations';
import type { Operation } from '@/lib/api/contract/operation';

// Every console call, every role: a role that may not make a call is answered N00404 whatever it
// sends, so a malformed request tells it no more than a well-formed one (finding 6 of issue 35).
// Which roles may not is read from the answers, not only from the registry: the database here throws
// on any query (a transaction runs its work on it), so a role refused before anything is read gets
// N00404 to a well-formed request, and a role let through gets E00500 or its answer.

jest.mock('server-only', () => ({}));
jest.mock('../db/client', () => ({ getDb: jest.fn() }));
jest.mock('../auth/staff-sessions', () => ({ ...jest.requireActual('../auth/staff-sessions'), resolveStaffSession: jest.fn() }));
jest.mock('../services/housekeeping', () => ({ maybeHousekeep: jest.fn() }));
jest.mock('../staff-call-limit', () => ({ limitStaffCall: jest.fn() }));
jest.mock('../mail/outbox', () => ({ keepDispatching: jest.fn() }));
jest.mock('../core/logger', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() }, safeReason: () => '' }));

const untouchable: object = new Proxy(
  {},
  {
    get(_, name) {
      if (name === 'then') return undefined;
      if (name === 'transaction') return (work: (tx: unknown) => unknown) => work(untouchable);
      throw new Error(`the database was asked for ${String(name)}`);
    },
  },
);

type AnyOperation = Operation;

const API = join(__dirname, '..', '..', '..', 'app', 'api');
const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : entry.name === 'route.ts' ? [join(dir, entry.name)] : [],
  );
// app/api/staff/preorders/v1/[number]/route.ts -> /staff/preorders/v1/{number}
const fileOf = new Map(
  routeFiles(join(API, 'staff')).map((file) => [
    `/${relative(API, file)
      .replace(/\/?route\.ts$/, '')
      .replace(/\[([^\]]+)\]/g, '{$1}')}`,
    file,
  ]),
);

type Handler = (request: Request, next: { params: Promise<Record<string, string>> }) => Promise<Response>;
const handlerOf = async (op: AnyOperation): Promise<Handler> => (await import(fileOf.get(op.path)!))[op.method];

// Values the JSON Schema cannot say (a calendar day, a colour, a picture), by field name.
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(new Date());
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SAMPLES: Record<string, unknown> = {
  email: 'staff.sample@example.com',
  phone: '02-2345-6789',
  signedOn: today,
  depositPaidOn: today,
  paidOn: today,
  plannedOn: today,
  doneOn: today,
  effectiveDate: today,
  validUntil: today,
  // A dealer in the path: the northern one, which its own manager reaches.
  dealer: 'north',
  from: today,
  to: today,
  hex: '#1A2B3C',
  data: PNG,
  number: 'PO20260101-000001',
  slug: 'sample-slug',
  cover: `/media/${'a'.repeat(32)}-1200x630.jpg`,
  image: `/media/${'a'.repeat(32)}-1200x630.jpg`,
  // A dealer's point: a town of its city, coordinates in that town, a week of hours, services once each.
  city: '桃園市',
  town: '中壢區',
  latitude: 24.9572,
  longitude: 121.2251,
  hours: [[], [['08:30', '17:30']], [], [], [], [], []],
  services: ['sales'],
};

/** An input the schema accepts: generated from its JSON Schema, tried with a few seeds. */
function wellFormed(schema: ZodType<unknown> | undefined, name: string): unknown {
  if (!schema) return undefined;
  if (schema.safeParse({}).success) return {};
  const json = jsonSchema(schema);
  for (let seed = 1; seed <= 200; seed++) {
    // A record's number of each kind (pre-order or contract, test drive, quote), one seed after another.
    const samples = (field: string) =>
      field === 'number' && seed % 3 > 0 ? ['', 'TD20260101-000001', 'QT20260101-000001'][seed % 3] : SAMPLES[field];
    const value = generate(json, random(seed), { root: json, samples });
    if (schema.safeParse(value).success) return value;
  }
  const last = schema.safeParse(generate(json, random(1), { root: json, samples: (field: string) => SAMPLES[field] }));
  throw new Error(`no well-formed ${name} generated: ${JSON.stringify(last.error?.issues.map((i) => [i.path.join('.'), i.message]))}`);
}

const malformedText = 'bad\u0001value';

interface Attempt {
  label: string;
  params: Record<string, string>;
  query: string;
  body?: string;
}

function attempts(op: AnyOperation): { wellFormed: Attempt; malformed: Attempt[] } {
  const params = (wellFormed(op.params, 'params') ?? {}) as Record<string, string>;
  const query = new URLSearchParams(wellFormed(op.query, 'query') as Record<string, string>).toString();
  const body = op.body ? JSON.stringify(wellFormed(op.body, 'body')) : undefined;
  const good = { label: 'well-formed', params, query, body };
  const malformed: Attempt[] = [
    { ...good, label: 'a malformed query', query: `${query}${query ? '&' : ''}unexpected=${encodeURIComponent(malformedText)}` },
  ];
  for (const name of Object.keys(params))
    malformed.push({ ...good, label: `a malformed ${name}`, params: { ...params, [name]: malformedText } });
  if (op.body) {
    malformed.push({ ...good, label: 'a body that is no JSON', body: '{"version":' });
    malformed.push({ ...good, label: 'a body of the wrong shape', body: JSON.stringify({ unexpected: [1, 2, 3] }) });
  }
  return { wellFormed: good, malformed };
}

async function answer(op: AnyOperation, role: StaffRole, attempt: Attempt) {
  jest.mocked(resolveStaffSession).mockResolvedValue({
    sessionId: '00000000-0000-4000-8000-000000000001',
    staffId: '00000000-0000-4000-8000-000000000002',
    name: '測試人員',
    email: 'staff.sample@example.com',
    role,
    dealerCode: role === 'dealer_sales' || role === 'dealer_manager' ? 'north' : null,
  });
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(attempt.params[name]));
  const request = new Request(`http://portal.test/api${path}${attempt.query ? `?${attempt.query}` : ''}`, {
    method: op.method,
    headers: { [STAFF_TOKEN_HEADER]: 'a-staff-token', ...(attempt.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: attempt.body,
  });
  const response = await (await handlerOf(op))(request, { params: Promise.resolve(attempt.params) });
  return ((await response.json()) as { code: string }).code;
}

const CONSOLE_CALLS = Object.entries(staffOperations as Record<string, AnyOperation>).filter(([, op]) => op.auth === 'staff');

beforeEach(() => jest.mocked(getDb).mockResolvedValue(untouchable as never));

describe('a console call a role may not make', () => {
  test('the registry names every console call, each served by a route file', async () => {
    expect(CONSOLE_CALLS.length).toBeGreaterThan(40);
    for (const [id, op] of CONSOLE_CALLS) expect(`${id}: ${typeof (await handlerOf(op))}`).toBe(`${id}: function`);
  });

  test.each(CONSOLE_CALLS)(
    '%s: every role that may not make it gets N00404, to a malformed request as to a well-formed one',
    async (_, op) => {
      const { wellFormed: good, malformed } = attempts(op);
      const seen: string[] = [];
      const expected: string[] = [];
      for (const role of STAFF_ROLES) {
        const refused = (await answer(op, role, good)) === 'N00404';
        // The registry's rule and the service's agree: a role the registry refuses is refused.
        if (op.staffMay && !may(role, op.staffMay)) expect(`${role}: ${refused}`).toBe(`${role}: true`);
        if (!refused) continue;
        for (const attempt of malformed) {
          seen.push(`${role}, ${attempt.label}: ${await answer(op, role, attempt)}`);
          expected.push(`${role}, ${attempt.label}: N00404`);
        }
      }
      expect(seen).toEqual(expected);
    },
  );
});
