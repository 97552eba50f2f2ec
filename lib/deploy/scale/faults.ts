// Steps 5 and 6 of npm run scale:check: an instance SIGKILLed while members place pre-orders (they retry
// an unanswered one with its Idempotency-Key, as a client should), and a rolling restart of every
// instance under light load, where no request may fail at all.
import { type Clients, member, startClients } from '../../reliability/fault-clients';
import { sleep } from '../../reliability/load-members';
import { runLoad } from '../../reliability/load-run';
import { startSignUps } from './mail';
import { loggedSince, logMark, retriedByNginx, spread } from './upstreams';

/** What scale-check.mjs's startCluster() answers, as far as these steps need it. */
export interface Cluster {
  origin: string;
  ports: number[];
  accessLog: string;
  kill: (port: number, signal: NodeJS.Signals) => Promise<void>;
  restart: (port: number) => Promise<void>;
}

/** The health watcher asks every second; this long after a change nginx has it. */
export const WATCHER_MS = 2000;

/** The slowest member's time from the kill to its first 201 after it, sampled as the members go. */
function watchMembersBack(clients: Clients, killedAt: number) {
  const back = new Map<number, number>();
  let watching = true;
  const loop = (async () => {
    while (watching) {
      clients.tally.lastCreatedAt.forEach((at, index) => {
        if (at > killedAt && !back.has(index)) back.set(index, at - killedAt);
      });
      await sleep(20);
    }
  })();
  return async () => {
    watching = false;
    await loop;
    const writing = clients.tokens.length - [...clients.finished].filter((index) => !back.has(index)).length;
    return { slowestMs: Math.max(0, ...back.values()), back: back.size, writing };
  };
}

/** Members write for `seconds`; a third of the way in, one instance is SIGKILLed; it is started again afterwards. */
export async function killUnderLoad(cluster: Cluster, options: { members: number; first: number; seconds: number }) {
  const clients = await startClients(cluster.origin, options.members, options.first);
  const signUps = startSignUps(cluster.origin, 'kill');
  const mark = logMark(cluster.accessLog);
  const writing = Promise.all(clients.tokens.map((_, index) => member(clients, index)));
  await sleep((options.seconds * 1000) / 3);
  // The kill lands while pre-orders are on their way (some of them, by chance, to the victim), for 2 s at most.
  for (const until = Date.now() + 2000; clients.inFlight < 2 && Date.now() < until;) await sleep(2);
  const victim = cluster.ports[cluster.ports.length - 1];
  const inFlight = clients.inFlight;
  const killedAt = Date.now();
  await cluster.kill(victim, 'SIGKILL');
  const membersBack = watchMembersBack(clients, killedAt);
  await sleep((options.seconds * 2000) / 3);
  clients.done = true;
  await writing;
  await signUps.stop();
  const back = await membersBack();
  const logged = loggedSince(cluster.accessLog, mark);
  await cluster.restart(victim);
  await sleep(WATCHER_MS);
  const { tally } = clients;
  const failedAnswers = Object.entries(tally.answers).filter(([label]) => label !== '201 00000');
  return {
    victim,
    inFlight,
    accepted: tally.accepted,
    answers: tally.answers,
    failedAnswers: failedAnswers.reduce((sum, [, count]) => sum + count, 0),
    inDoubt: tally.inDoubt,
    retried201: tally.retried201,
    replayed: tally.replayed,
    retryFailed: tally.retryFailed,
    longestRetriedMs: tally.longestRetriedMs,
    slowestMs: Math.round(tally.slowestMs),
    membersBack: back,
    nginxRetried: retriedByNginx(logged).length,
    spread: spread(logged),
    signUps: signUps.tally,
  };
}

/** Light load and sign-ups while each instance in turn is stopped with SIGTERM, started again, and taken back by nginx. */
export async function rollingRestart(cluster: Cluster, options: { members: number; first: number; log: (line: string) => void }) {
  let done = false;
  const mark = logMark(cluster.accessLog);
  const signUps = startSignUps(cluster.origin, 'rolling');
  const load = runLoad(cluster.origin, {
    members: options.members,
    first: options.first,
    seconds: 600,
    rampSeconds: 1,
    think: [0.2, 0.6],
    stopped: () => done,
  });
  await sleep(2000);
  const restarts: number[] = [];
  for (const port of cluster.ports) {
    const started = Date.now();
    await cluster.restart(port);
    restarts.push(Date.now() - started);
    options.log(`  instance ${port} stopped (SIGTERM) and ready again after ${Date.now() - started} ms`);
    await sleep(WATCHER_MS);
  }
  done = true;
  const outcome = await load;
  await signUps.stop();
  const logged = loggedSince(cluster.accessLog, mark);
  const requests = Object.values(outcome.timings).reduce((sum, list) => sum + list.length, 0);
  return {
    requests,
    resent: outcome.resent,
    errors: outcome.errors,
    accepted: outcome.accepted,
    signUps: signUps.tally,
    restarts,
    nginxRetried: retriedByNginx(logged).length,
    failedInLog: logged.filter(({ status }) => status >= 500).length,
    spread: spread(logged),
  };
}
