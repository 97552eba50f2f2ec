/** @jest-environment node */
import { LIMITS } from '@/lib/server/auth/policy';
import { addStaff, openTestDatabase } from '@/lib/testing/test-database';
import { STAFF_TOKEN_HEADER } from '@/lib/api/token-headers';
import type { Db } from './db/client';
import { getDb } from './db/client';
import { createStaffSession } from './auth/staff-sessions';
import { logger } from './core/logger';
import { rateLimits } from './db/schema';
import { staffCallKeys } from './staff-call-limit';

// Finding 5 of issue 35: 400 list calls from one console token were answered in 33 s. The console's
// calls are counted per session and per person in the database (so across instances), refused with
// R00429 and Retry-After past the limit, and a harvest is written to the security log.

jest.mock('server-only', () => ({}));
jest.mock('./db/client', () => ({ ...jest.requireActual('./db/client'), getDb: jest.fn() }));
jest.mock('./services/housekeeping', () => ({ maybeHousekeep: jest.fn() }));
jest.mock('./mail/outbox', () => ({ keepDispatching: jest.fn() }));
jest.mock('./core/logger', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() }, safeReason: () => '' }));

type Handler = (request: Request, next?: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface Instance {
  list: Handler;
  preorder: Handler;
}

/** The console's routes as one server instance loads them: each instance its own copy of the modules. */
async function instance(): Promise<Instance> {
  let loaded: Instance | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = {
      list: (await import('@/app/api/staff/preorders/v1/route')).GET,
      preorder: (await import('@/app/api/staff/preorders/v1/[number]/route')).GET,
    };
  });
  return loaded!;
}

let db: Db;
let close: () => Promise<void>;
let servers: Instance[];
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  jest.mocked(getDb).mockResolvedValue(db);
  servers = [await instance(), await instance()];
}, 60_000);
afterAll(() => close());
beforeEach(async () => {
  await db.delete(rateLimits);
  jest.mocked(logger.warn).mockClear();
});

let people = 0;
/** A headquarters salesperson signed in: a session token. */
async function signedIn(staffId?: string) {
  const id = staffId ?? (await addStaff(db, `hq.${++people}@example.com`, 'hq_sales', '陳建宏')).id;
  return { staffId: id, token: await createStaffSession(db, id, { userAgent: 'jest', ip: '192.0.2.1' }) };
}

const listPage = (server: Instance, token: string, page = 1) =>
  server.list(new Request(`http://portal.test/api/staff/preorders/v1?page=${page}`, { headers: { [STAFF_TOKEN_HEADER]: token } }));
const record = (server: Instance, token: string, number: string) =>
  server.preorder(new Request(`http://portal.test/api/staff/preorders/v1/${number}`, { headers: { [STAFF_TOKEN_HEADER]: token } }), {
    params: Promise.resolve({ number }),
  });
const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;
const securityEvents = (name: string) =>
  jest.mocked(logger.warn).mock.calls.filter(([line]) => (line as { security?: string }).security === name);

describe("the console's calls, counted", () => {
  const perMinute = LIMITS.staffCallsPerSession.limit;

  it(`answers a session's call past ${perMinute} a minute R00429 with Retry-After, counted across two instances, and logs it once`, async () => {
    const { token } = await signedIn();
    const codes = [];
    for (let i = 0; i < perMinute; i++) codes.push(await codeOf(await listPage(servers[i % 2], token, (i % 5) + 1)));
    expect(codes.filter((code) => code !== '00000')).toEqual([]);
    for (const server of servers) {
      const refused = await listPage(server, token);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(120);
      const body = await refused.json();
      expect(body.code).toBe('R00429');
      expect(body.message).toMatch(/^操作太頻繁，請稍後再試（約 \d+ (秒|分鐘)後可再試）$/);
    }
    expect(securityEvents('staff-calls-throttled')).toHaveLength(1);
    expect(securityEvents('staff-calls-throttled')[0][0]).toMatchObject({ limit: 'session', role: 'hq_sales' });
  }, 60_000);

  it("another tab of the same person still works; past the person's hourly limit every tab of theirs is refused, others are not", async () => {
    const first = await signedIn();
    const second = await signedIn(first.staffId);
    // The person's calls of the hour so far but one, made in other tabs.
    await db.insert(rateLimits).values({
      key: staffCallKeys({ staffId: first.staffId, sessionId: '' }).person,
      windowStart: new Date(Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000),
      count: LIMITS.staffCallsPerPerson.limit - 1,
    });
    expect(await codeOf(await listPage(servers[0], second.token))).toBe('00000');
    expect(await codeOf(await listPage(servers[1], first.token))).toBe('R00429');
    expect(await codeOf(await listPage(servers[0], second.token))).toBe('R00429');
    expect(securityEvents('staff-calls-throttled')[0][0]).toMatchObject({ limit: 'person' });
    const other = await signedIn();
    expect(await codeOf(await listPage(servers[0], other.token))).toBe('00000');
  });

  it("logs a harvest once when a session reads more than the limit's different records in ten minutes, and not for rereading", async () => {
    const reader = await signedIn();
    for (let i = 0; i < 100; i++) expect(await codeOf(await record(servers[i % 2], reader.token, 'PO20261101-000001'))).toBe('N00404');
    expect(securityEvents('staff-records-harvest')).toHaveLength(0);

    const harvester = await signedIn();
    const distinct = LIMITS.staffRecordReadsPerSession.limit + 1;
    for (let i = 1; i <= distinct; i++) {
      await record(servers[i % 2], harvester.token, `PO20261101-${String(i).padStart(6, '0')}`);
    }
    expect(securityEvents('staff-records-harvest')).toHaveLength(1);
    // The person by the keyed hash of their address, never the address.
    expect(securityEvents('staff-records-harvest')[0][0]).toMatchObject({
      role: 'hq_sales',
      reads: distinct,
      account: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  }, 60_000);
});
