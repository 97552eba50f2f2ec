// The members of the load test (npm run load, npm run scale:check) against one origin: each logs in, then
// for the given time browses the families, configures a random vehicle of a random family (lib/sale/pricing.ts
// decides what is orderable) and places pre-orders (at most PREORDERS_PER_MEMBER each), pausing as a
// person does between pages. Every step's latency is kept, every unexpected answer counted.
import type { VehicleFamilyDetail, VehicleFamilySummary } from '@/lib/schemas/catalog';
import { type Accepted, call, memberEmail, memberIp, PASSWORD, pick, PREORDERS_PER_MEMBER, randomSelection, sleep } from './load-members';

export const STEPS = ['login', 'family list', 'family detail', 'pre-order'] as const;
export type Step = (typeof STEPS)[number];

export interface LoadOptions {
  members: number;
  /** The index of the first load member (lib/reliability/load-members.ts memberEmail): runs on one database use distinct members. */
  first?: number;
  seconds: number;
  /** Members arrive evenly over this many seconds, as a morning's visitors do, not in one instant. */
  rampSeconds: number;
  /** A person's pause between two pages, in seconds: a random time in this range. */
  think: readonly [number, number];
  /** Ends the run before its time once it answers true (npm run scale:check: when the rolling restart is done). */
  stopped?: () => boolean;
}

export interface LoadOutcome {
  timings: Record<Step, number[]>;
  errors: string[];
  accepted: Accepted[];
  /** Requests sent again because a kept-alive connection was closed before any answer (see closedUnanswered). */
  resent: number;
  /** Seconds from the start to the last member's end. */
  elapsed: number;
}

/**
 * A kept-alive connection the other side closed before answering: nginx's reload closes its old workers'
 * idle connections, and a request sent on one just then never reached it. Browsers send such a request
 * again on a new connection, and so do these members, once.
 */
export const closedUnanswered = (error: unknown) =>
  (error as { cause?: { code?: string; message?: string } }).cause?.message === 'other side closed';

/** What failed, with the cause fetch hides in `cause` ("fetch failed (ECONNREFUSED)"). */
export const failure = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `${error instanceof Error ? error.message : String(error)}${cause ? ` (${[cause.code, cause.message].filter(Boolean).join(': ')})` : ''}`;
};

/** Nearest rank: the smallest value with at least p % of the values at or below it. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)] : 0;

/** Requests, throughput and p50/p95/p99 of each step. */
export function stepFigures({ timings, elapsed }: Pick<LoadOutcome, 'timings' | 'elapsed'>) {
  return STEPS.map((step) => {
    const sorted = [...timings[step]].sort((a, b) => a - b);
    return {
      step,
      requests: sorted.length,
      'req/s': Math.round(sorted.length / elapsed),
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p95 ms': Math.round(percentile(sorted, 95)),
      'p99 ms': Math.round(percentile(sorted, 99)),
    };
  });
}

/** One member for the run's time; every step's latency goes to `timings`, every unexpected answer to `errors`. */
async function member(origin: string, index: number, options: LoadOptions, until: number, outcome: LoadOutcome) {
  const { timings, errors, accepted } = outcome;
  const ip = memberIp(index);
  const [thinkMin, thinkMax] = options.think;
  const think = () => sleep((thinkMin + Math.random() * (thinkMax - thinkMin)) * 1000);
  await sleep(((index - (options.first ?? 0)) / options.members) * options.rampSeconds * 1000);
  const timed = async (step: Step, run: () => ReturnType<typeof call>) => {
    const started = performance.now();
    try {
      return await run().catch((error: unknown) => {
        if (!closedUnanswered(error)) throw error;
        outcome.resent += 1;
        return run();
      });
    } catch (error) {
      // No answer, or one outside the envelope: counted as the step's error, and the member goes on.
      return { status: 0, body: { code: failure(error), data: null }, headers: new Headers() };
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
  while (Date.now() < until && !options.stopped?.()) {
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

/** The members at once against `origin` for the options' time; a thrown request (no answer) is an error too. */
export async function runLoad(origin: string, options: LoadOptions): Promise<LoadOutcome> {
  const timings = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;
  const outcome: LoadOutcome = { timings, errors: [], accepted: [], resent: 0, elapsed: 0 };
  const first = options.first ?? 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: options.members }, (_, i) =>
      member(origin, first + i, options, started + options.seconds * 1000, outcome).catch((error: unknown) => {
        outcome.errors.push(`member ${first + i}: ${failure(error)}`);
      }),
    ),
  );
  outcome.elapsed = (Date.now() - started) / 1000;
  return outcome;
}
