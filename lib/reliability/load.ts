// npm run load [-- --seconds 60 --members 200 --db pglite,postgres]: a bounded load test on loopback.
// For each database: a fresh one is seeded with the demo data and N load-test members; a production
// build serves it; N members at once log in, then for the given time browse the families, configure a
// random vehicle of a random family (lib/sale/pricing.ts decides what is orderable) and place pre-orders
// (at most PREORDERS_PER_MEMBER each, under the per-member limit). It prints throughput and p50/p95/p99
// per step and the errors, then stops the server and checks the database: every accepted pre-order is
// there exactly once, none is there that was not accepted, each is priced as the rule says.
// Exits non-zero when a check fails or a request errs. Run with the react-server condition (it opens the
// database with the server's own code).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { prepare as prepareMembers, verify } from './load-members';
import { runLoad, stepFigures } from './load-run';
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

const prepare = (env: Record<string, string>) => prepareMembers(env, MEMBERS);

async function run(kind: 'pglite' | 'postgres') {
  const folder = mkdtempSync(join(tmpdir(), 'portal-load-'));
  const postgres = kind === 'postgres' ? await startPostgres() : null;
  const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : { PGLITE_DIR: folder };
  try {
    await prepare(env);
    const server = await serveProduction({ ...env, TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'warn' });
    let outcome;
    try {
      outcome = await runLoad(server.origin, {
        members: MEMBERS,
        seconds: SECONDS,
        rampSeconds: RAMP_SECONDS,
        think: [THINK_MIN, THINK_MAX],
      });
    } finally {
      await server.stop();
    }
    const { errors, accepted } = outcome;
    const steps = stepFigures(outcome).map((figures) => ({ database: kind, ...figures }));
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
