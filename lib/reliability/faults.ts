// npm run faults [-- --db pglite,postgres --members 50 --kills 3 --outage 3 --scenarios kill,outage]: the
// fault runs of issue 8.
// Each scenario has a fresh database, seeded with the demo data and the load members, and a production
// build serving it; the members (lib/reliability/fault-clients.ts) place pre-orders in a loop meanwhile.
//   kill:     the server process is SIGKILLed at random moments while pre-orders are on their way, and
//             started again on the same database (PGlite: the pid-file lock of the dead process must be
//             taken over); measured: the time from the kill to the first answer from the database,
//             and to a 201 for every member still writing.
//   outage:   PostgreSQL only: its server is stopped (pg_ctl -m fast, then -m immediate, a crash, then
//             fast with the portal restarted meanwhile), kept down for some seconds and started again;
//             the API must answer in the envelope meanwhile, the Node process must live, and
//             pre-orders must succeed again within 5 s of the return.
// After each: every pre-order answered 201 is in the database exactly once, no other is, numbers are
// unique, each is priced by the rule (load-members.ts verify), every session issued before the faults
// still answers its member, and a logout still works. Exits non-zero when any check fails.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brokenLogouts, brokenSessions, type Clients, member, REQUEST_BOUND_MS, startClients } from './fault-clients';
import { prepare, sleep, verify } from './load-members';
import { startPostgres } from '../testing/postgres.mjs';
import { serveProduction } from '../testing/serve-production.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    members: { type: 'string', default: '50' },
    kills: { type: 'string', default: '3' },
    outage: { type: 'string', default: '3' },
    scenarios: { type: 'string', default: 'kill,outage' },
  },
});
const MEMBERS = Number(values.members);
const KILLS = Number(values.kills);
const OUTAGE_MS = Number(values.outage) * 1000;
/** The target: pre-orders succeed again within this time of the database's return. */
const BACK_WITHIN_S = 5;

type Kind = 'pglite' | 'postgres';
type Server = Awaited<ReturnType<typeof serveProduction>>;
type Postgres = Awaited<ReturnType<typeof startPostgres>>;
type Seconds = { first: number; all?: number };

interface Outcome {
  database: Kind;
  scenario: string;
  faults: number;
  /** Pre-order requests on their way at each fault. */
  inFlight: number[];
  /**
   * Kill: seconds from each kill to the new process's first answer from the database. Outage: seconds
   * from each return of the database to the first 201 and to every member's.
   */
  seconds: Seconds[];
  /** Server processes that died without being killed by the run, and uncaught exceptions they logged. */
  crashes: number;
  /** PGlite: the restarted server took over the pid-file lock of the killed one. */
  lockTakenOver?: boolean;
  sessionsBroken: number;
  clients: Clients;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * What a pre-order may be answered during the faults: made, the first attempt still running, the
 * database unreachable (with Retry-After), the server not listening, or the connection cut. Anything
 * else (a refusal, a plain 500, an answer outside the envelope) fails the run.
 */
const EXPECTED_ANSWERS = new Set(['201 00000', '409 O00003', '500 E00500 Retry-After 5', 'refused', 'no answer']);

/** How long the run waits for something before it counts it as never (and fails). */
const GIVE_UP_MS = 60_000;

/** Waits until some pre-orders are on their way, after a random 1.5–4 s of writing. */
async function midWrites(clients: Clients) {
  await sleep(1500 + Math.random() * 2500);
  for (const until = Date.now() + GIVE_UP_MS; clients.inFlight === 0; await sleep(5)) {
    if (Date.now() > until || clients.finished.size === clients.tokens.length) {
      throw new Error('no pre-order on its way to inject a fault into: the members have placed all theirs (try fewer --kills)');
    }
  }
  return clients.inFlight;
}

/** The first moment after `since` that the API answers from the database (the family list reads it). */
async function firstAnswer(origin: string, since: number) {
  for (const until = Date.now() + GIVE_UP_MS; Date.now() < until; await sleep(50)) {
    const status = await fetch(`${origin}/api/vehicle/family/v1`, { signal: AbortSignal.timeout(REQUEST_BOUND_MS) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return Date.now() - since;
  }
  return Infinity;
}

/** After a fault ends: the time to the first 201 and until every member still writing has had one. */
async function recovery(clients: Clients, since: number) {
  const { lastCreatedAt } = clients.tally;
  const waiting = () => lastCreatedAt.some((at, index) => at < since && !clients.finished.has(index));
  for (const until = Date.now() + GIVE_UP_MS; Date.now() < until && waiting();) await sleep(50);
  const times = lastCreatedAt.filter((at) => at >= since);
  return {
    first: times.length ? seconds(Math.min(...times) - since) : Infinity,
    all: times.length && !waiting() ? seconds(Math.max(...times) - since) : Infinity,
  };
}

/** SIGKILL the server mid-writes KILLS times, restarting it on the same database each time. */
async function killRounds(kind: Kind, server: Server, clients: Clients, folder: string): Promise<Partial<Outcome>> {
  const outcome = {
    faults: 0,
    inFlight: [] as number[],
    seconds: [] as Seconds[],
    sessionsBroken: 0,
    crashes: 0,
    lockTakenOver: kind === 'pglite' ? true : undefined,
  };
  for (let round = 0; round < KILLS; round += 1) {
    outcome.inFlight.push(await midWrites(clients));
    const killedAt = Date.now();
    await server.kill('SIGKILL');
    outcome.faults += 1;
    await server.restart();
    const answer = await firstAnswer(server.origin, killedAt);
    outcome.seconds.push({ first: seconds(answer), all: (await recovery(clients, killedAt)).all });
    // The embedded database is opened on the first request: its pid file must now name the new process.
    if (kind === 'pglite' && Number(readFileSync(join(folder, 'portal.pid'), 'utf8')) !== server.pid()) outcome.lockTakenOver = false;
    outcome.sessionsBroken += await brokenSessions(clients);
  }
  return outcome;
}

/**
 * Stop PostgreSQL under load (fast, then immediate: a crash), keep it down OUTAGE_MS, start it again;
 * the third time the portal is also restarted while the database is down, so its first connection
 * and migration check fail and must be tried again when the database returns.
 */
async function outageRounds(server: Server, postgres: Postgres, clients: Clients): Promise<Partial<Outcome>> {
  const outcome = { faults: 0, inFlight: [] as number[], seconds: [] as Seconds[], sessionsBroken: 0, crashes: 0 };
  for (const [mode, restartPortal] of [
    ['fast', false],
    ['immediate', false],
    ['fast', true],
  ] as const) {
    outcome.inFlight.push(await midWrites(clients));
    await postgres.stopServer(mode);
    outcome.faults += 1;
    const down = Date.now();
    if (restartPortal) {
      await server.kill('SIGKILL');
      await server.restart();
    }
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - down)));
    await postgres.startServer();
    const back = Date.now();
    // The Node process must have lived through the outage; if not, the run fails but goes on.
    if (!server.alive()) {
      outcome.crashes += 1;
      await server.restart();
    }
    outcome.seconds.push(await recovery(clients, back));
    outcome.sessionsBroken += await brokenSessions(clients);
  }
  return outcome;
}

async function run(kind: Kind, scenario: 'kill' | 'outage') {
  const folder = mkdtempSync(join(tmpdir(), 'portal-faults-'));
  const postgres = kind === 'postgres' ? await startPostgres() : null;
  const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : { PGLITE_DIR: folder };
  try {
    await prepare(env, MEMBERS);
    // fatal: the expected E00500 answers of an outage would each log a line; a crash still prints its stack.
    // Next's server logs an uncaught exception and goes on: the run counts them as crashes all the same.
    let uncaught = 0;
    const onStderr = (text: string) => (uncaught += text.match(/uncaughtException|unhandledRejection/g)?.length ?? 0);
    const server = await serveProduction({ ...env, TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'fatal' }, { onStderr });
    let outcome: Outcome;
    try {
      const clients = await startClients(server.origin, MEMBERS);
      const writing = Promise.all(Array.from({ length: MEMBERS }, (_, index) => member(clients, index)));
      const faults = scenario === 'kill' ? await killRounds(kind, server, clients, folder) : await outageRounds(server, postgres!, clients);
      await sleep(2000);
      clients.done = true;
      await writing;
      outcome = { database: kind, scenario, ...faults, clients } as Outcome;
      outcome.sessionsBroken += await brokenLogouts(clients);
      outcome.crashes += uncaught;
    } finally {
      await server.stop();
    }
    return judge(outcome, await verify(env, outcome.clients.tally.accepted));
  } finally {
    postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The row of the table, and whether every check held. */
function judge(outcome: Outcome, check: Awaited<ReturnType<typeof verify>>) {
  const { tally } = outcome.clients;
  const list = (pick: (s: Seconds) => number | undefined) => outcome.seconds.map((s) => pick(s) ?? 0);
  const row = {
    database: outcome.database,
    scenario: outcome.scenario,
    faults: outcome.faults,
    'in flight': outcome.inFlight.join('/'),
    accepted: tally.accepted.length,
    'in doubt': tally.inDoubt,
    'retried → 201': tally.retried201,
    replayed: tally.replayed,
    'retry failed': tally.retryFailed,
    ...check,
    'sessions broken': outcome.sessionsBroken,
    crashes: outcome.crashes,
    ...(outcome.lockTakenOver === undefined ? {} : { 'lock taken over': outcome.lockTakenOver }),
    'slowest s': seconds(tally.slowestMs),
    's to answer': list((s) => s.first).join('/'),
    's to all': list((s) => s.all).join('/'),
  };
  const unexpected = Object.keys(tally.answers).filter((answer) => !EXPECTED_ANSWERS.has(answer));
  const failed =
    check.missing + check.unaccepted + check.duplicates + check.mispriced > 0 ||
    tally.retryFailed > 0 ||
    outcome.sessionsBroken > 0 ||
    outcome.crashes > 0 ||
    outcome.lockTakenOver === false ||
    tally.slowestMs >= REQUEST_BOUND_MS ||
    unexpected.length > 0 ||
    tally.accepted.length === 0 ||
    Math.max(...list((s) => s.first), ...list((s) => s.all)) === Infinity ||
    (outcome.scenario === 'outage' && Math.max(...list((s) => s.all)) > BACK_WITHIN_S);
  return { row, failed, answers: tally.answers, unexpected };
}

async function main() {
  let failed = false;
  for (const kind of values.db.split(',') as Kind[]) {
    // PGlite runs inside the server process: there is no database server of its own to restart.
    const scenarios = values.scenarios.split(',').filter((s) => s === 'kill' || (s === 'outage' && kind === 'postgres')) as Array<
      'kill' | 'outage'
    >;
    for (const scenario of scenarios) {
      console.log(`faults: ${scenario} on ${kind}, ${MEMBERS} members…`);
      const outcome = await run(kind, scenario);
      console.table([outcome.row]);
      console.table(outcome.answers);
      if (outcome.unexpected.length) console.log(`faults: unexpected answers: ${outcome.unexpected.join(', ')}`);
      if (outcome.failed) console.log(`faults: ${scenario} on ${kind} FAILED a check`);
      failed ||= outcome.failed;
    }
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`faults: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
