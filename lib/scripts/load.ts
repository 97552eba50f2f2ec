// npm run load [-- --seconds 60 --members 200 --db pglite,postgres]: a bounded load test on loopback.
// For each database: a fresh one is seeded with the demo data and N load-test members; a production
// build serves it; N members at once log in, then for the given time browse the families, configure a
// random vehicle of a random family (lib/pricing.ts decides what is orderable) and place pre-orders
// (at most PREORDERS_PER_MEMBER each, under the per-member limit). It prints throughput and p50/p95/p99
// per step and the errors, then stops the server and checks the database: every accepted pre-order is
// there exactly once, none is there that was not accepted, each is priced as the rule says.
// Exits non-zero when a check fails or a request errs. Run with the react-server condition (it opens the
// database with the server's own code).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import type { VehicleFamilyDetail, VehicleFamilySummary } from '../catalog-types';
import { evaluateOrder, type OrderSelection } from '../pricing';
import { hashPassword } from '../server/auth/passwords';
import { openDatabase } from '../server/db/client';
import { members, preorders } from '../server/db/schema';
import { seed } from '../server/db/seed/seed';
import { loadFamilyDetail } from '../server/services/catalog';
import { startPostgres } from './postgres.mjs';
import { serveProduction } from './serve.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    members: { type: 'string', default: '200' },
    db: { type: 'string', default: 'pglite,postgres' },
    ramp: { type: 'string', default: '20' },
    think: { type: 'string', default: '1-3' },
  },
});
const SECONDS = Number(values.seconds);
const MEMBERS = Number(values.members);
/** Members arrive evenly over this many seconds, as a morning's visitors do, not in one instant. */
const RAMP_SECONDS = Number(values.ramp);
/** A person's pause between two pages, in seconds: a random time in this range ("0" for none). */
const [THINK_MIN, THINK_MAX = THINK_MIN] = values.think.split('-').map(Number);
const PASSWORD = 'Load-Test-Truck-2026';
const PREORDERS_PER_MEMBER = 25;
const STEPS = ['login', 'family list', 'family detail', 'pre-order'] as const;
type Step = (typeof STEPS)[number];

interface Accepted {
  uuid: string;
  number: string;
  total: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0);

/** Points this process's database code at the run's database. */
function pointAtDatabase(env: Record<string, string>) {
  delete process.env.DATABASE_URL;
  delete process.env.PGLITE_DIR;
  Object.assign(process.env, env);
}

/** A fresh database: the demo data and the load members, who share one argon2id hash (prepared in a second). */
async function prepare(env: Record<string, string>) {
  pointAtDatabase(env);
  const database = await openDatabase();
  try {
    await seed(database.db);
    const passwordHash = await hashPassword(PASSWORD);
    const [place] = await database.db.select({ cityId: members.cityId, townId: members.townId, zip: members.zip }).from(members).limit(1);
    await database.db.insert(members).values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        memberType: 'individual' as const,
        email: `load-${i}@example.test`,
        passwordHash,
        status: 'active' as const,
        name: `負載測試 ${i}`,
        mobile: '0912345678',
        ...place,
        address: '測試路 1 號',
        idNumber: 'A123456789',
      })),
    );
  } finally {
    await database.close();
  }
}

async function call(origin: string, path: string, init: RequestInit & { ip: string; token?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': init.ip, ...(init.headers as Record<string, string>) };
  if (init.token) headers['cv-web-token'] = init.token;
  const response = await fetch(`${origin}/api${path}`, { ...init, headers });
  const body = (await response.json()) as { code: string; data: unknown };
  return { status: response.status, body };
}

/** One member for the run's time; every step's latency goes to `timings`, every unexpected answer to `errors`. */
async function member(origin: string, index: number, until: number, timings: Record<Step, number[]>, errors: string[], accepted: Accepted[]) {
  const ip = `10.${Math.floor(index / 250)}.${index % 250}.9`;
  const think = () => sleep((THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)) * 1000);
  await sleep((index / MEMBERS) * RAMP_SECONDS * 1000);
  const timed = async <T>(step: Step, run: () => Promise<T>) => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      timings[step].push(performance.now() - started);
    }
  };
  const login = await timed('login', () => call(origin, '/login/v1', { method: 'POST', ip, body: JSON.stringify({ account: `load-${index}@example.test`, password: PASSWORD }) }));
  if (login.body.code !== 'L00001') {
    errors.push(`login ${index}: ${login.status} ${login.body.code}`);
    return;
  }
  const token = (login.body.data as { token: string }).token;
  let placed = 0;
  while (Date.now() < until) {
    const list = await timed('family list', () => call(origin, '/vehicle/family/v1', { ip }));
    if (list.status !== 200) {
      errors.push(`family list: ${list.status} ${list.body.code}`);
      continue;
    }
    const families = list.body.data as VehicleFamilySummary[];
    await think();
    const picked = families[Math.floor(Math.random() * families.length)];
    const detail = await timed('family detail', () => call(origin, `/vehicle/family/v1/${picked.uuid}`, { ip }));
    if (detail.status !== 200) {
      errors.push(`family detail: ${detail.status} ${detail.body.code}`);
      continue;
    }
    await think();
    if (placed >= PREORDERS_PER_MEMBER) continue;
    const family = detail.body.data as VehicleFamilyDetail;
    const selection = randomSelection(family);
    const body = { vehicleFamilyUuid: family.uuid, ...selection, acceptAgreement: true, agreementVersion: family.agreement.version };
    const answer = await timed('pre-order', () =>
      call(origin, '/order/order/v1', { method: 'POST', ip, token, body: JSON.stringify(body), headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    );
    if (answer.status === 201) {
      const data = answer.body.data as { uuid: string; number: string; price: { total: number } };
      accepted.push({ uuid: data.uuid, number: data.number, total: data.price.total });
      placed += 1;
    } else errors.push(`pre-order: ${answer.status} ${answer.body.code}`);
    await think();
  }
}

/** A configuration a person could make: a random vehicle and paint, parts the rule accepts. */
function randomSelection(family: VehicleFamilyDetail): OrderSelection {
  const any = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
  const vehicle = any(family.vehicles);
  const color = any(family.colors);
  const base: OrderSelection = {
    vehicleUuid: vehicle.uuid,
    colorUuid: color.uuid,
    colorMaterialUuid: any(color.materials).uuid,
    originPartUuids: [],
    localPartUuids: [],
    quantity: 1 + Math.floor(Math.random() * Math.min(3, family.maxQuantity)),
  };
  for (const part of family.carParts) if (Math.random() < 0.3) base.originPartUuids = [...base.originPartUuids, part.uuid];
  const body = family.localCarParts.filter((part) => (part.minWheelBase ?? 0) <= vehicle.wheelBase);
  if (body.length && Math.random() < 0.5) base.localPartUuids = [any(body).uuid];
  // Keep only what the rule accepts (exclusive groups, wheelbase limits): drop parts until it does.
  while (evaluateOrder(family, base).problems.length > 0 && (base.originPartUuids.length || base.localPartUuids.length)) {
    if (base.localPartUuids.length) base.localPartUuids = [];
    else base.originPartUuids = base.originPartUuids.slice(1);
  }
  return base;
}

/** After the run, from the database itself: exactly the accepted pre-orders, each priced by the rule. */
async function verify(env: Record<string, string>, accepted: Accepted[]) {
  pointAtDatabase(env);
  const database = await openDatabase();
  try {
    const loadMembers = await database.db.select({ id: members.id }).from(members).where(inArray(members.email, Array.from({ length: MEMBERS }, (_, i) => `load-${i}@example.test`)));
    const rows = await database.db.select().from(preorders).where(inArray(preorders.memberId, loadMembers.map((m) => m.id)));
    const byUuid = new Map(rows.map((row) => [row.id, row]));
    const missing = accepted.filter((a) => !byUuid.has(a.uuid)).length;
    const acceptedById = new Map(accepted.map((a) => [a.uuid, a]));
    const acceptedIds = new Set(acceptedById.keys());
    const unaccepted = rows.filter((row) => !acceptedIds.has(row.id)).length;
    const duplicates = accepted.length - acceptedIds.size + (rows.length - new Set(rows.map((row) => row.number)).size);
    const families = new Map<string, VehicleFamilyDetail>();
    let mispriced = 0;
    for (const row of rows) {
      if (!families.has(row.familyId)) families.set(row.familyId, (await loadFamilyDetail(database.db, row.familyId))!);
      const configuration = row.configuration as { vehicle: { uuid: string }; color: { uuid: string }; colorMaterial: { uuid: string }; originParts: { uuid: string }[]; localParts: { uuid: string }[] };
      const again = evaluateOrder(families.get(row.familyId)!, {
        vehicleUuid: configuration.vehicle.uuid,
        colorUuid: configuration.color.uuid,
        colorMaterialUuid: configuration.colorMaterial.uuid,
        originPartUuids: configuration.originParts.map((p) => p.uuid),
        localPartUuids: configuration.localParts.map((p) => p.uuid),
        quantity: row.quantity,
      });
      const answered = acceptedById.get(row.id);
      if (again.price.total !== row.total || (answered && answered.total !== row.total)) mispriced += 1;
    }
    return { rows: rows.length, missing, unaccepted, duplicates, mispriced };
  } finally {
    await database.close();
  }
}

async function run(kind: 'pglite' | 'postgres') {
  const folder = mkdtempSync(join(tmpdir(), 'portal-load-'));
  const postgres = kind === 'postgres' ? await startPostgres() : null;
  const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : { PGLITE_DIR: folder };
  try {
    await prepare(env);
    const server = await serveProduction({ ...env, TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'warn' });
    const timings = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;
    const errors: string[] = [];
    const accepted: Accepted[] = [];
    const started = Date.now();
    try {
      await Promise.all(Array.from({ length: MEMBERS }, (_, i) => member(server.origin, i, started + SECONDS * 1000, timings, errors, accepted)));
    } finally {
      await server.stop();
    }
    const elapsed = (Date.now() - started) / 1000;
    const steps = STEPS.map((step) => {
      const sorted = [...timings[step]].sort((a, b) => a - b);
      return { database: kind, step, requests: sorted.length, 'req/s': Math.round(sorted.length / elapsed), 'p50 ms': Math.round(percentile(sorted, 50)), 'p95 ms': Math.round(percentile(sorted, 95)), 'p99 ms': Math.round(percentile(sorted, 99)) };
    });
    const check = await verify(env, accepted);
    return { kind, steps, errors, accepted: accepted.length, check };
  } finally {
    postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main() {
  const outcomes = [];
  for (const kind of values.db.split(',') as Array<'pglite' | 'postgres'>) {
    console.log(`load: ${MEMBERS} members for ${SECONDS} s on ${kind}…`);
    outcomes.push(await run(kind));
  }
  let failed = false;
  for (const outcome of outcomes) {
    console.log(`\n${outcome.kind}: ${outcome.accepted} pre-orders accepted, ${outcome.errors.length} errors`);
    console.table(outcome.steps);
    console.table([{ database: outcome.kind, ...outcome.check }]);
    const counts = outcome.errors.reduce<Record<string, number>>((all, e) => ({ ...all, [e]: (all[e] ?? 0) + 1 }), {});
    if (outcome.errors.length) console.table(counts);
    const { missing, unaccepted, duplicates, mispriced } = outcome.check;
    if (outcome.errors.length || missing || unaccepted || duplicates || mispriced) failed = true;
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`load: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
