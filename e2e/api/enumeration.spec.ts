import { expect, test, type APIRequestContext } from '@playwright/test';
import { call, individualBody, newMember, uniqueEmail, waitForMail, type Answer } from './support';

// Login, registration and forgot-password answer a known and an unknown address with the same body
// and, over 200 interleaved tries each, median times less than 10 ms apart (API.md: "in the same
// time"). Every request comes from its own address (call() sends a random X-Forwarded-For, which the
// test server trusts for one hop), so no per-IP limit interferes. One timed call per test.

const TRIES = 200;
const MAX_MEDIAN_GAP_MS = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function timed(send: () => Promise<Answer>) {
  const started = performance.now();
  const answer = await send();
  return { answer, ms: performance.now() - started };
}

/** The varying parts of a body (tempUuid, the address echoed back) replaced by their shape. */
function normalised(answer: Answer) {
  const data = answer.body.data as Record<string, unknown> | null;
  const shape = data && Object.fromEntries(Object.entries(data).map(([key, value]) => [key, key === 'tempUuid' && typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value) ? '<uuid>' : key === 'registerMail' ? '<address>' : value]));
  return { status: answer.status, code: answer.body.code, message: answer.body.message, data: shape };
}

/**
 * Sends `known(i)` and `unknown(i)` TRIES times, alternating which goes first, after a few untimed
 * warm-up pairs; checks every body against the first and returns both medians.
 */
async function compare(name: string, known: (i: number) => Promise<Answer>, unknown: (i: number) => Promise<Answer>) {
  for (let i = 0; i < 4; i += 1) {
    await known(-1 - i);
    await unknown(-1 - i);
  }
  const times = { known: [] as number[], unknown: [] as number[] };
  let reference: ReturnType<typeof normalised> | undefined;
  for (let i = 0; i < TRIES; i += 1) {
    const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) {
      const { answer, ms } = await timed(() => (kind === 'known' ? known(i) : unknown(i)));
      times[kind].push(ms);
      reference ??= normalised(answer);
      expect(normalised(answer), `${name} #${i} (${kind})`).toEqual(reference);
    }
  }
  const result = { known: median(times.known), unknown: median(times.unknown) };
  console.log(`${name}: median known ${result.known.toFixed(1)} ms, unknown ${result.unknown.toFixed(1)} ms over ${TRIES} tries each`);
  test.info().annotations.push({ type: 'timing', description: `${name}: known ${result.known.toFixed(1)} ms, unknown ${result.unknown.toFixed(1)} ms` });
  expect(Math.abs(result.known - result.unknown), `${name}: gap between the medians`).toBeLessThan(MAX_MEDIAN_GAP_MS);
  return reference!;
}

/** Members to log in to, some with a registration decoy (someone registered their taken address). */
async function knownAccounts(request: APIRequestContext) {
  const members = await Promise.all([0, 1, 2, 3].map(() => newMember(request)));
  for (const member of members.slice(0, 2)) {
    const decoy = await call(request, 'POST', '/member/member/v1/register', { body: individualBody(member.email, 'Some-Other-Harbor-55') });
    expect(decoy.body.code).toBe('00000');
  }
  return members.map((member) => member.email);
}

/**
 * Waits until the hundreds of mails a test queued have gone out (the outbox sends in order), so the
 * next tests' codes are not stuck behind them: a registration queued last is delivered last.
 */
async function drainMail(request: APIRequestContext) {
  const address = uniqueEmail('drain');
  expect((await call(request, 'POST', '/member/member/v1/register', { body: individualBody(address) })).body.code).toBe('00000');
  await waitForMail(request, address, 1, 120_000);
}

test('login: a wrong password for a known account and any password for an unknown one answer alike, in the same time', async ({ request }) => {
  test.setTimeout(300_000);
  // 50 failures per account stay below the per-account lockout (100 an hour).
  const accounts = await knownAccounts(request);
  const reference = await compare(
    'POST /login/v1',
    (i) => call(request, 'POST', '/login/v1', { body: { account: accounts[Math.abs(i) % accounts.length], password: `wrong-guess-${i}` } }),
    (i) => call(request, 'POST', '/login/v1', { body: { account: uniqueEmail(`nobody${Math.abs(i)}`), password: `wrong-guess-${i}` } }),
  );
  expect(reference).toEqual({ status: 401, code: 'L00002', message: '帳號或密碼錯誤', data: null });
});

test('forgot password: a member and an unknown address answer alike, in the same time', async ({ request }) => {
  test.setTimeout(300_000);
  // New members, not the demo ones: each known address gets up to 10 code mails an hour here, which
  // would use up the mail other tests expect the demo members to receive.
  const known = (await Promise.all([0, 1].map(() => newMember(request)))).map((member) => member.email);
  const reference = await compare(
    'GET /login/v1/forget',
    (i) => call(request, 'GET', `/login/v1/forget?email=${encodeURIComponent(known[Math.abs(i) % known.length])}`),
    (i) => call(request, 'GET', `/login/v1/forget?email=${encodeURIComponent(uniqueEmail(`lost${Math.abs(i)}`))}`),
  );
  expect(reference).toEqual({ status: 200, code: '00000', message: expect.any(String), data: { tempUuid: '<uuid>' } });
  await drainMail(request);
});

test('registration: a taken address and a free one answer alike, in the same time', async ({ request }) => {
  test.setTimeout(300_000);
  // Taken: members, and addresses whose registration is being verified (their password is compared).
  const pending = [uniqueEmail('pending'), uniqueEmail('pending')];
  for (const email of pending) expect((await call(request, 'POST', '/member/member/v1/register', { body: individualBody(email) })).body.code).toBe('00000');
  // Not the demo members: each taken address is sent notices, up to 10 an hour (other tests expect one).
  const taken = [...pending, ...(await knownAccounts(request))];
  const reference = await compare(
    'POST /member/member/v1/register',
    (i) => call(request, 'POST', '/member/member/v1/register', { body: individualBody(taken[Math.abs(i) % taken.length], `Harbor-Ferry-${i}-Lantern`) }),
    (i) => call(request, 'POST', '/member/member/v1/register', { body: individualBody(uniqueEmail(`fresh${Math.abs(i)}`), `Harbor-Ferry-${i}-Lantern`) }),
  );
  expect(reference).toEqual({ status: 200, code: '00000', message: expect.any(String), data: { tempUuid: '<uuid>', registerMail: '<address>' } });
  await drainMail(request);
});
