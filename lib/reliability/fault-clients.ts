// The clients of the fault runs (npm run faults): load members who place pre-orders in a loop while the
// server or its database is made to fail, and retry every request whose answer never came with the same
// Idempotency-Key and body, as a careful client would. They record what they were told, so the run can
// compare it with the database afterwards.
import type { VehicleFamilyDetail, VehicleFamilySummary } from '@/lib/schemas/catalog';
import { type Accepted, call, memberEmail, memberIp, PASSWORD, pick, PREORDERS_PER_MEMBER, randomSelection, sleep } from './load-members';

/** A request not answered in this time counts as hung (the API must answer, even with an error). */
export const REQUEST_BOUND_MS = 15_000;
/** How long a client keeps retrying one in-doubt request before it gives up (and the run fails). */
const RETRY_FOR_MS = 60_000;
/**
 * The pause before a retry. Shorter than the API's Retry-After on purpose: the run measures how soon
 * the server can take pre-orders again, not how long a polite client waits.
 */
const RETRY_PAUSE_MS = 250;

/** What the clients saw. */
export interface Tally {
  accepted: Accepted[];
  /** Requests whose connection was cut, or answered with a 5xx, at least once: done or not, nobody knows. */
  inDoubt: number;
  /** Of those, retried with the same key and body until a 201 came. */
  retried201: number;
  /** Of those 201s, the stored answer of an attempt that had committed (Idempotent-Replayed). */
  replayed: number;
  /** In-doubt requests that never got their 201 (a refusal, or no answer for RETRY_FOR_MS). */
  retryFailed: number;
  /** Every answer by status and code, or the Failure instead of one. */
  answers: Record<string, number>;
  /** The slowest answer of all, in ms (a hung request is one past REQUEST_BOUND_MS). */
  slowestMs: number;
  /** When each member last had a 201, for the time to recover after the database returns. */
  lastCreatedAt: number[];
  /** The longest time, in ms, from a pre-order's first try to its 201 when it had to be retried. */
  longestRetriedMs: number;
}

export interface Clients {
  origin: string;
  /** The index of the first load member (memberEmail): the client of `tokens[i]` is member `first + i`. */
  first: number;
  tokens: string[];
  families: VehicleFamilyDetail[];
  tally: Tally;
  /** Pre-order requests on their way now: a fault is injected only while some are. */
  inFlight: number;
  /** Set when the run has had its faults: members finish their open request and stop. */
  done: boolean;
  /** Members who have stopped (all their pre-orders placed, or the run done). */
  finished: Set<number>;
}

type Answer = Awaited<ReturnType<typeof call>>;
/**
 * What came back instead of an answer: 'refused' (no server listening: the request never arrived, so
 * nothing was done), 'no answer' (the connection was cut or timed out: it may have been done) or
 * 'not JSON' (an answer outside the envelope).
 */
type Failure = 'refused' | 'no answer' | 'not JSON';

/** One call, never thrown. */
async function attempt(clients: Clients, path: string, init: Parameters<typeof call>[2]): Promise<Answer | Failure> {
  const started = performance.now();
  try {
    return await call(clients.origin, path, { ...init, signal: AbortSignal.timeout(REQUEST_BOUND_MS) });
  } catch (error) {
    if (error instanceof SyntaxError) return 'not JSON';
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' ? 'refused' : 'no answer';
  } finally {
    clients.tally.slowestMs = Math.max(clients.tally.slowestMs, performance.now() - started);
  }
}

const answered = (answer: Answer | Failure): answer is Answer => typeof answer !== 'string';
/** "500 E00500 Retry-After 5": the status, the code and, when there is one, how long the client is asked to wait. */
const label = (answer: Answer | Failure) => {
  if (!answered(answer)) return answer;
  const wait = answer.headers.get('retry-after');
  return `${answer.status} ${answer.body.code}${wait ? ` Retry-After ${wait}` : ''}`;
};
/** The request may or may not have been carried out: no answer, or a 5xx (O00003: the first attempt is still running). */
const inDoubt = (answer: Answer | Failure) =>
  answered(answer) ? answer.status >= 500 || answer.body.code === 'O00003' : answer !== 'refused';

/** Logs every member in (a few at a time: argon2id is meant to be slow) and loads the catalog once. */
export async function startClients(origin: string, count: number, first = 0): Promise<Clients> {
  const tokens: string[] = new Array(count);
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
        const index = start + offset;
        const login = await call(origin, '/login/v1', {
          method: 'POST',
          ip: memberIp(first + index),
          body: JSON.stringify({ account: memberEmail(first + index), password: PASSWORD }),
        });
        if (login.body.code !== 'L00001') throw new Error(`login ${index}: ${login.status} ${login.body.code}`);
        tokens[index] = (login.body.data as { token: string }).token;
      }),
    );
  }
  const list = await call(origin, '/vehicle/family/v1', { ip: memberIp(0) });
  const families = await Promise.all(
    (list.body.data as VehicleFamilySummary[]).map(
      async (family) => (await call(origin, `/vehicle/family/v1/${family.uuid}`, { ip: memberIp(0) })).body.data as VehicleFamilyDetail,
    ),
  );
  const tally: Tally = {
    accepted: [],
    inDoubt: 0,
    retried201: 0,
    replayed: 0,
    retryFailed: 0,
    answers: {},
    slowestMs: 0,
    lastCreatedAt: new Array(count).fill(0),
    longestRetriedMs: 0,
  };
  return { origin, first, tokens, families, tally, inFlight: 0, done: false, finished: new Set() };
}

/** One pre-order, retried with its key and body while its outcome is in doubt. */
async function placeOne(clients: Clients, index: number) {
  const { tally } = clients;
  const family = pick(clients.families);
  const body = JSON.stringify({
    vehicleFamilyUuid: family.uuid,
    ...randomSelection(family),
    acceptAgreement: true,
    agreementVersion: family.agreement.version,
  });
  const key = crypto.randomUUID();
  const firstTry = Date.now();
  let doubtful = false;
  let retried = false;
  for (;;) {
    clients.inFlight += 1;
    const answer = await attempt(clients, '/order/order/v1', {
      method: 'POST',
      ip: memberIp(clients.first + index),
      token: clients.tokens[index],
      body,
      headers: { 'Idempotency-Key': key },
    });
    clients.inFlight -= 1;
    tally.answers[label(answer)] = (tally.answers[label(answer)] ?? 0) + 1;
    if (answered(answer) && answer.status === 201) {
      const data = answer.body.data as { uuid: string; number: string; price: { total: number } };
      tally.accepted.push({ uuid: data.uuid, number: data.number, total: data.price.total });
      tally.lastCreatedAt[index] = Date.now();
      if (retried) tally.longestRetriedMs = Math.max(tally.longestRetriedMs, Date.now() - firstTry);
      if (doubtful) tally.retried201 += 1;
      if (doubtful && answer.headers.get('idempotent-replayed') === 'true') tally.replayed += 1;
      return true;
    }
    // A refused connection is retried too (the server is restarting), but nothing is in doubt.
    const retry = answer === 'refused' || inDoubt(answer);
    if (!retry || Date.now() - firstTry > RETRY_FOR_MS) {
      if (doubtful) tally.retryFailed += 1;
      return false;
    }
    if (inDoubt(answer) && !doubtful) tally.inDoubt += 1;
    doubtful ||= inDoubt(answer);
    retried = true;
    await sleep(RETRY_PAUSE_MS);
  }
}

/** A member placing pre-orders with a person's pause between them, until the run is done. */
export async function member(clients: Clients, index: number) {
  for (let placed = 0; !clients.done && placed < PREORDERS_PER_MEMBER;) {
    if (await placeOne(clients, index)) placed += 1;
    await sleep(500 + Math.random() * 1000);
  }
  clients.finished.add(index);
}

/**
 * How many sessions are broken: a token that no longer answers its own member. A passing 5xx or a
 * missing answer is retried for a while (the server may still be coming back); an A000xx is final.
 */
export async function brokenSessions(clients: Clients): Promise<number> {
  const broken = await Promise.all(
    clients.tokens.map(async (token, index) => {
      for (const until = Date.now() + 10_000; ; await sleep(RETRY_PAUSE_MS)) {
        const answer = await attempt(clients, '/member/member/v1', { ip: memberIp(clients.first + index), token });
        if (answered(answer) && answer.status < 500)
          return answer.body.code !== '00000' || (answer.body.data as { email: string }).email !== memberEmail(clients.first + index);
        if (Date.now() > until) return true;
      }
    }),
  );
  return broken.filter(Boolean).length;
}

/** Logs every member out and checks the token is refused afterwards: the count of logouts that failed. */
export async function brokenLogouts(clients: Clients): Promise<number> {
  const failed = await Promise.all(
    clients.tokens.map(async (token, index) => {
      const ip = memberIp(clients.first + index);
      const out = await attempt(clients, '/login/v1/logout', { method: 'POST', ip, token });
      const after = await attempt(clients, '/member/member/v1', { ip, token });
      return !answered(out) || out.body.code !== '00000' || !answered(after) || after.body.code !== 'A00005';
    }),
  );
  return failed.filter(Boolean).length;
}
