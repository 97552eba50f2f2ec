// @ts-check
// npm run scale:check [-- --seconds 25 --members 200 --kill-seconds 15 --port 8090 --mail-wait 90 --skip-build]: the checks of
// issue 21 against the cluster of lib/deploy/cluster.mjs (a throwaway PostgreSQL, three instances of the
// production build, nginx in front), with an SMTP capture (lib/testing/mail-catcher.mjs) as the mail server:
//   1. a member's journey and a staff member's through nginx, and which instance answered each call;
//   2. a catalog change made through one instance seen through another within 1 s (API and page);
//   3. the 200-member load of npm run load through nginx with 1, 2 and 3 instances: throughput and p99;
//   4. one instance SIGKILLed while members place pre-orders: none lost or doubled, members on within 5 s;
//   5. a rolling restart (SIGTERM, ready again, the next) under light load without a failed request;
//   6. every mail of the run delivered exactly once.
// Prints the figures as it goes and a summary at the end; exits non-zero when a check fails. The load
// generator runs on the same machine as the cluster, so the throughput is this machine's, not the cluster's.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { addMembers, verify } from '../reliability/load-members.ts';
import { percentile, runLoad, stepFigures } from '../reliability/load-run.ts';
import { startMailCatcher } from '../testing/mail-catcher.mjs';
import { freePort } from '../testing/serve-production.mjs';
import { startCluster } from './cluster.mjs';
import { killUnderLoad, rollingRestart, WATCHER_MS } from './scale/faults.ts';
import { journeys } from './scale/journeys.ts';
import { auditMail } from './scale/mail.ts';
import { changeSeenElsewhere } from './scale/propagation.ts';
import { errorLogOf, loggedSince, logMark, nginxErrorsSince, spread } from './scale/upstreams.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '25' },
    members: { type: 'string', default: '200' },
    ramp: { type: 'string', default: '5' },
    think: { type: 'string', default: '1-3' },
    'kill-seconds': { type: 'string', default: '15' },
    'kill-members': { type: 'string', default: '50' },
    'rolling-members': { type: 'string', default: '20' },
    'mail-wait': { type: 'string', default: '90' },
    port: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const MEMBERS = Number(values.members);
const [THINK_MIN, THINK_MAX = THINK_MIN] = values.think.split('-').map(Number);
const KILL_MEMBERS = Number(values['kill-members']);
const ROLLING_MEMBERS = Number(values['rolling-members']);
const INSTANCES = 3;
const began = Date.now();
const elapsed = () => `${Math.round((Date.now() - began) / 1000)} s`;
const log = (/** @type {string} */ line) => console.log(`[${elapsed()}] ${line}`);

/** @type {{ check: string; figure: string; target: string; result: string }[]} */
const summary = [];
const record = (/** @type {string} */ check, /** @type {string} */ figure, /** @type {string} */ target, /** @type {boolean} */ ok) => {
  summary.push({ check, figure, target, result: ok ? 'pass' : 'FAIL' });
  log(`${ok ? 'pass' : 'FAIL'}: ${check}: ${figure} (target: ${target})`);
};
/** Runs a step; one that throws is a failed check, and the others still run. nginx's errors meanwhile are shown. */
const step = async (/** @type {string} */ name, /** @type {() => Promise<void>} */ run) => {
  log(`— ${name}`);
  const mark = logMark(errorLogOf(cluster.accessLog));
  try {
    await run();
  } catch (error) {
    record(name, error instanceof Error ? error.message.slice(0, 300) : String(error), 'runs', false);
  }
  const errors = nginxErrorsSince(cluster.accessLog, mark);
  if (errors.length) log(`nginx logged ${errors.length} errors in this step, the first: ${errors.slice(0, 3).join(' | ')}`);
};

log(
  `scale:check on ${cpus().length} cores: nginx, ${INSTANCES} instances, PostgreSQL and the load generator share them, so the figures are bounded by this machine, not by the cluster`,
);
const catcher = await startMailCatcher(await freePort());
const cluster = await startCluster({
  instances: INSTANCES,
  port: Number(values.port ?? (await freePort())),
  env: { SMTP_URL: catcher.smtpUrl },
  build: !values['skip-build'],
});
const leave = () => void cluster.stop().then(() => process.exit(130));
process.once('SIGINT', leave);
process.once('SIGTERM', leave);
log(`cluster: instances on ${cluster.ports.join(', ')} behind nginx at ${cluster.origin}; mail to ${catcher.smtpUrl}`);
const env = { DATABASE_URL: cluster.databaseUrl };
const first = { kill: INSTANCES * MEMBERS, rolling: INSTANCES * MEMBERS + KILL_MEMBERS };
/** @type {import('../reliability/load-members.ts').Accepted[]} */
const accepted = [];

try {
  await addMembers(env, first.rolling + ROLLING_MEMBERS, 0);

  await step('member and staff journeys through nginx', async () => {
    const outcome = await journeys(cluster.origin, catcher.messages, cluster.accessLog, log);
    record(
      'member and staff journeys through nginx',
      `${outcome.calls} calls on ${outcome.instances} instances, ${outcome.changes} changes of instance`,
      'all answered as documented, more than one instance',
      outcome.ok,
    );
  });

  await step('change on A seen on B', async () => {
    const [a, b] = cluster.ports;
    const seen = await changeSeenElsewhere(a, b);
    log(
      `tagline of ${seen.family} changed through ${a}; seen through ${b}: API after ${seen.apiMs ?? 'never'} ms, page after ${seen.pageMs ?? 'never'} ms`,
    );
    const ok = seen.apiMs !== null && seen.pageMs !== null && seen.apiMs <= 1000 && seen.pageMs <= 1000;
    record('change on A seen on B', `API ${seen.apiMs ?? '> 3000'} ms, page ${seen.pageMs ?? '> 3000'} ms`, '≤ 1000 ms', ok);
  });

  await step('load', async () => {
    // Start with one instance: the others are stopped (SIGTERM) and come back one per step.
    for (const port of cluster.ports.slice(1)) await cluster.kill(port, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, WATCHER_MS));
    for (let instances = 1; instances <= INSTANCES; instances += 1) {
      if (instances > 1) {
        await cluster.restart(cluster.ports[instances - 1]);
        await new Promise((resolve) => setTimeout(resolve, WATCHER_MS));
      }
      log(`load: ${MEMBERS} members for ${SECONDS} s through nginx, ${instances} instance${instances > 1 ? 's' : ''}…`);
      const mark = logMark(cluster.accessLog);
      const outcome = await runLoad(cluster.origin, {
        members: MEMBERS,
        first: (instances - 1) * MEMBERS,
        seconds: SECONDS,
        rampSeconds: Number(values.ramp),
        think: [THINK_MIN, THINK_MAX],
      });
      accepted.push(...outcome.accepted);
      const figures = stepFigures(outcome);
      console.table(figures);
      const requests = figures.reduce((sum, f) => sum + f.requests, 0);
      const all = Object.values(outcome.timings)
        .flat()
        .sort((x, y) => x - y);
      const p99 = Math.round(percentile(all, 99));
      log(
        `answered by: ${spread(loggedSince(cluster.accessLog, mark))}; ${outcome.resent} sent again after nginx's reload; ${outcome.errors.length} errors${outcome.errors.length ? `: ${[...new Set(outcome.errors)].slice(0, 5).join('; ')}` : ''}`,
      );
      const preorderP99 = figures.find((f) => f.step === 'pre-order')?.['p99 ms'];
      record(
        `load, ${instances} instance${instances > 1 ? 's' : ''}`,
        `${Math.round(requests / outcome.elapsed)} req/s, p99 ${p99} ms (pre-order p99 ${preorderP99} ms), ${outcome.accepted.length} pre-orders, ${outcome.errors.length} errors, ${outcome.resent} sent again`,
        'no error (figures bounded by this machine)',
        outcome.errors.length === 0,
      );
    }
  });

  await step('one instance SIGKILLed under load', async () => {
    const outcome = await killUnderLoad(cluster, { members: KILL_MEMBERS, first: first.kill, seconds: Number(values['kill-seconds']) });
    accepted.push(...outcome.accepted);
    log(`killed ${outcome.victim} with ${outcome.inFlight} pre-orders on their way; answers: ${JSON.stringify(outcome.answers)}`);
    log(
      `in doubt ${outcome.inDoubt}, retried to a 201 ${outcome.retried201} (the stored first answer: ${outcome.replayed}), never answered ${outcome.retryFailed}; longest retried pre-order ${outcome.longestRetriedMs} ms; nginx retried ${outcome.nginxRetried} requests on another instance; answered by ${outcome.spread}`,
    );
    log(
      `members writing again after the kill: ${outcome.membersBack.back} of ${outcome.membersBack.writing}, the last after ${outcome.membersBack.slowestMs} ms`,
    );
    log(
      `sign-ups meanwhile: ${outcome.signUps.registered} of ${outcome.signUps.signUps}, failed attempts ${outcome.signUps.failedAttempts.length} ${JSON.stringify(outcome.signUps.failedAttempts.slice(0, 5))}`,
    );
    const backMs = Math.max(outcome.longestRetriedMs, outcome.membersBack.slowestMs);
    record(
      'one instance SIGKILLed under load',
      `${outcome.accepted.length} pre-orders, ${outcome.failedAnswers} failed answers, all retried: ${outcome.retryFailed === 0}; every member on within ${backMs} ms`,
      'none lost (retried to the first answer), on within 5000 ms',
      outcome.retryFailed === 0 &&
        backMs <= 5000 &&
        outcome.membersBack.back === outcome.membersBack.writing &&
        outcome.signUps.registered === outcome.signUps.signUps,
    );
  });

  await step('rolling restart under light load', async () => {
    const outcome = await rollingRestart(cluster, { members: ROLLING_MEMBERS, first: first.rolling, log });
    accepted.push(...outcome.accepted);
    log(
      `${outcome.requests} requests, ${outcome.errors.length} failed${outcome.errors.length ? `: ${[...new Set(outcome.errors)].slice(0, 5).join('; ')}` : ''}; sign-ups ${outcome.signUps.registered} of ${outcome.signUps.signUps}, failed attempts ${outcome.signUps.failedAttempts.length}; nginx: ${outcome.failedInLog} answers ≥ 500, ${outcome.nginxRetried} requests retried on another instance; answered by ${outcome.spread}`,
    );
    const failed = outcome.errors.length + outcome.signUps.failedAttempts.length;
    const resent = outcome.resent + outcome.signUps.resent;
    log(`sent again on a new connection, nginx's reload having closed the kept-alive one unanswered: ${resent}`);
    record(
      'rolling restart under light load',
      `${outcome.requests + outcome.signUps.signUps} requests, ${failed} failed, ${resent} sent again after nginx's reload; restarts ${outcome.restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
      'no failed request',
      failed === 0,
    );
  });

  await step('pre-orders in the database', async () => {
    const check = await verify(env, accepted);
    log(`database: ${JSON.stringify(check)} against ${accepted.length} accepted`);
    record(
      'pre-orders in the database',
      `${check.rows} rows for ${accepted.length} accepted: ${check.missing} missing, ${check.duplicates} duplicated, ${check.unaccepted} not accepted, ${check.mispriced} mispriced`,
      'each accepted one exactly once',
      !check.missing && !check.duplicates && !check.unaccepted && !check.mispriced,
    );
  });

  await step('every mail delivered exactly once', async () => {
    const audit = await auditMail(cluster.databaseUrl, catcher.messages, Number(values['mail-wait']));
    log(`mail: ${JSON.stringify(audit)}`);
    record(
      'every mail delivered exactly once',
      `${audit.outboxRows} in the outbox, ${audit.distinctReceived} distinct received (by ${audit.countedBy}), ${audit.copiesReceived} copies; ${audit.unsent} unsent after ${Math.round(audit.drainedMs / 1000)} s, ${audit.missing} missing, ${audit.extra} extra`,
      'each once',
      audit.unsent === 0 && audit.missing === 0 && audit.extra === 0,
    );
  });
} finally {
  await cluster.stop();
  await catcher.stop();
}

console.log(`\nscale:check, ${cpus().length} cores shared by the cluster and the load generator, ${elapsed()} in all:`);
console.table(summary);
process.exit(summary.every((row) => row.result === 'pass') ? 0 : 1);
