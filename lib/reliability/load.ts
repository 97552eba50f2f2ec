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
import type { VehicleFamilyDetail, VehicleFamilySummary } from '../catalog-types';
import {
  type Accepted,
  call,
  memberEmail,
  memberIp,
  PASSWORD,
  pick,
  PREORDERS_PER_MEMBER,
  prepare as prepareMembers,
  randomSelection,
  sleep,
  verify,
} from './load-members';
import { startPostgres } from '../testing/postgres.mjs';
import { serveProduction } from '../testing/serve-production.mjs';

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
const STEPS = ['login', 'family list', 'family detail', 'pre-order'] as const;
type Step = (typeof STEPS)[number];

const prepare = (env: Record<string, string>) => prepareMembers(env, MEMBERS);
/** Nearest rank: the smallest value with at least p % of the values at or below it. */
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)] : 0);

/** One member for the run's time; every step's latency goes to `timings`, every unexpected answer to `errors`. */
async function member(
  origin: string,
  index: number,
  until: number,
  timings: Record<Step, number[]>,
  errors: string[],
  accepted: Accepted[],
) {
  const ip = memberIp(index);
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
  const login = await timed('login', () =>
    call(origin, '/login/v1', { method: 'POST', ip, body: JSON.stringify({ account: memberEmail(index), password: PASSWORD }) }),
  );
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
      await think();
      continue;
    }
    const families = list.body.data as VehicleFamilySummary[];
    await think();
    const picked = pick(families);
    const detail = await timed('family detail', () => call(origin, `/vehicle/family/v1/${picked.uuid}`, { ip }));
    if (detail.status !== 200) {
      errors.push(`family detail: ${detail.status} ${detail.body.code}`);
      await think();
      continue;
    }
    await think();
    if (placed >= PREORDERS_PER_MEMBER) continue;
    const family = detail.body.data as VehicleFamilyDetail;
    const selection = randomSelection(family);
    const body = { vehicleFamilyUuid: family.uuid, ...selection, acceptAgreement: true, agreementVersion: family.agreement.version };
    const answer = await timed('pre-order', () =>
      call(origin, '/order/order/v1', {
        method: 'POST',
        ip,
        token,
        body: JSON.stringify(body),
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    );
    if (answer.status === 201) {
      const data = answer.body.data as { uuid: string; number: string; price: { total: number } };
      accepted.push({ uuid: data.uuid, number: data.number, total: data.price.total });
      placed += 1;
    } else errors.push(`pre-order: ${answer.status} ${answer.body.code}`);
    await think();
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
    let elapsed: number;
    try {
      await Promise.all(
        Array.from({ length: MEMBERS }, (_, i) => member(server.origin, i, started + SECONDS * 1000, timings, errors, accepted)),
      );
    } finally {
      elapsed = (Date.now() - started) / 1000;
      await server.stop();
    }
    const steps = STEPS.map((step) => {
      const sorted = [...timings[step]].sort((a, b) => a - b);
      return {
        database: kind,
        step,
        requests: sorted.length,
        'req/s': Math.round(sorted.length / elapsed),
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p95 ms': Math.round(percentile(sorted, 95)),
        'p99 ms': Math.round(percentile(sorted, 99)),
      };
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
