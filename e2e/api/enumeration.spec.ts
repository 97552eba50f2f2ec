import { expect, test, type APIRequestContext } from '@playwright/test';
import { call, drainMail, individualBody, newMember, uniqueEmail, waitForMail, type Answer, send } from './support';
import { enrolledStaff, NEW_STAFF_PASSWORD, placedPreorder, setupTokenIn, staffCall, staffToken, staffSend } from './staff-support';
import { totp } from './two-factor-support';
import { interleavedMedians, measureTwice } from './timing';

// Login, registration and forgot-password answer a known and an unknown address with the same body
// and, over 200 interleaved pairs of tries, a median difference within a pair of less than 10 ms
// (docs/api.md, Errors: "in the same time"), or a tenth of the slower median when a busy machine stretches every
// answer (a missing decoy hash is half the answer's time); a gap is measured a second time before it
// fails (e2e/api/timing.ts), so a burst of machine load is not taken for a leak. Every request comes from its own address (call() sends a random
// X-Forwarded-For, which the test server trusts for one hop), so no per-IP limit interferes.

const TRIES = 200;
const MAX_MEDIAN_GAP_MS = 10;
const MAX_MEDIAN_GAP_SHARE = 0.1;
const allowedGap = ({ known, unknown }: { known: number; unknown: number }) =>
  Math.max(MAX_MEDIAN_GAP_MS, MAX_MEDIAN_GAP_SHARE * Math.max(known, unknown));

/** The varying parts of a body (tempUuid, the address echoed back) replaced by their shape. */
function normalised(answer: Answer, tempUuid = (value: string) => (/^[0-9a-f-]{36}$/.test(value) ? '<uuid>' : value)) {
  const data = answer.body.data as Record<string, unknown> | null;
  const shape =
    data &&
    Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        key === 'tempUuid' && typeof value === 'string' ? tempUuid(value) : key === 'registerMail' ? '<address>' : value,
      ]),
    );
  return { status: answer.status, code: answer.body.code, message: answer.body.message, data: shape };
}

/**
 * Sends `known(i)` and `unknown(i)` TRIES times, interleaved, after a few untimed warm-up pairs;
 * checks every (normalised) body against the first and the median difference within a pair.
 */
async function compare(
  name: string,
  known: (i: number) => Promise<Answer>,
  unknown: (i: number) => Promise<Answer>,
  shape: (answer: Answer) => ReturnType<typeof normalised> = (answer) => normalised(answer),
) {
  for (let i = 0; i < 4; i += 1) {
    shape(await known(-1 - i));
    shape(await unknown(-1 - i));
  }
  let reference: ReturnType<typeof normalised> | undefined;
  const result = await measureTwice(
    async (round) => {
      const medians = await interleavedMedians(
        TRIES,
        (kind, i) => (kind === 'known' ? known(i) : unknown(i)),
        (kind, i, answer) => {
          reference ??= shape(answer);
          expect(shape(answer), `${name} #${i} (${kind})`).toEqual(reference);
        },
      );
      const line = `${name} (round ${round}): median known ${medians.known.toFixed(1)} ms, unknown ${medians.unknown.toFixed(1)} ms, within a pair ${medians.gap.toFixed(1)} ms over ${TRIES} tries each`;
      console.log(line);
      test.info().annotations.push({ type: 'timing', description: line });
      return medians;
    },
    (medians) => Math.abs(medians.gap) < allowedGap(medians),
  );
  expect(Math.abs(result.gap), `${name}: median difference within a pair`).toBeLessThan(allowedGap(result));
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

test('login: a wrong password for a known account and any password for an unknown one answer alike, in the same time', async ({
  request,
}) => {
  test.setTimeout(300_000);
  // Each try comes from its own address, so no (account, address) pair is ever made to wait. Both
  // kinds cycle through four addresses: each failure updates its address's failure count, and a
  // fresh unknown address per try (an insert, not an update) ran faster on a busy machine.
  const accounts = await knownAccounts(request);
  const ghosts = accounts.map(() => uniqueEmail('nobody'));
  const reference = await compare(
    'POST /login/v1',
    (i) => call(request, 'POST', '/login/v1', { body: { account: accounts[Math.abs(i) % accounts.length], password: `wrong-guess-${i}` } }),
    (i) => call(request, 'POST', '/login/v1', { body: { account: ghosts[Math.abs(i) % ghosts.length], password: `wrong-guess-${i}` } }),
  );
  expect(reference).toEqual({ status: 401, code: 'L00002', message: '帳號或密碼錯誤', data: null });
});

test('forgot password: a member and an unknown address answer alike, with the same tempUuid again, in the same time', async ({
  request,
}) => {
  test.setTimeout(300_000);
  // New members, not the demo ones: asking for their reset here would hold the demo members' codes.
  const known = (await Promise.all([0, 1].map(() => newMember(request)))).map((member) => member.email);
  const unknown = [uniqueEmail('lost'), uniqueEmail('lost')];
  // A repeated request answers the open request's tempUuid (a stranger cannot use up the owner's
  // mail): an unknown address must do the same, or the second answer would tell who is a member.
  const first = new Map<string, string>();
  const ask = async (email: string) => {
    const answer = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${encodeURIComponent(email)}`);
    if (answer.body.data?.tempUuid && !first.has(email)) first.set(email, answer.body.data.tempUuid);
    return answer;
  };
  const firstOnes = () => new Set(first.values());
  const reference = await compare(
    'GET /login/v1/forget',
    (i) => ask(known[Math.abs(i) % known.length]),
    (i) => ask(unknown[Math.abs(i) % unknown.length]),
    (answer) => normalised(answer, (tempUuid) => (firstOnes().has(tempUuid) ? '<the first tempUuid>' : '<another>')),
  );
  expect(reference).toEqual({ status: 200, code: '00000', message: expect.any(String), data: { tempUuid: '<the first tempUuid>' } });
  await drainMail(request);
});

test('registration: a taken address and a free one answer alike, in the same time', async ({ request }) => {
  test.setTimeout(300_000);
  // Taken: members, and addresses whose registration is being verified (their password is compared).
  const pending = [uniqueEmail('pending'), uniqueEmail('pending')];
  for (const email of pending)
    expect((await call(request, 'POST', '/member/member/v1/register', { body: individualBody(email) })).body.code).toBe('00000');
  // Not the demo members: each taken address is sent notices, up to 10 an hour (other tests expect one).
  const taken = [...pending, ...(await knownAccounts(request))];
  const reference = await compare(
    'POST /member/member/v1/register',
    (i) =>
      call(request, 'POST', '/member/member/v1/register', {
        body: individualBody(taken[Math.abs(i) % taken.length], `Harbor-Ferry-${i}-Lantern`),
      }),
    (i) =>
      call(request, 'POST', '/member/member/v1/register', {
        body: individualBody(uniqueEmail(`fresh${Math.abs(i)}`), `Harbor-Ferry-${i}-Lantern`),
      }),
  );
  expect(reference).toEqual({
    status: 200,
    code: '00000',
    message: expect.any(String),
    data: { tempUuid: '<uuid>', registerMail: '<address>' },
  });
  await drainMail(request);
});

test('staff sign-in: a wrong password for a staff account and any password for an unknown address answer alike, in the same time', async ({
  request,
}) => {
  test.setTimeout(300_000);
  // Accounts made for this test and set up (a password and an authenticator), so the demo staff's
  // failure counts stay clean; each try comes from its own address, as in the members' test.
  const accounts = [(await enrolledStaff(request)).email, (await enrolledStaff(request)).email];
  const ghosts = accounts.map((email) => email.replace(/^staff\./, 'ghost.'));
  const reference = await compare(
    'POST /staff/login/v1',
    (i) =>
      send(request, {
        call: 'POST /staff/login/v1',
        body: { email: accounts[Math.abs(i) % accounts.length], password: `wrong-guess-${i}` },
      }),
    (i) =>
      send(request, { call: 'POST /staff/login/v1', body: { email: ghosts[Math.abs(i) % ghosts.length], password: `wrong-guess-${i}` } }),
  );
  expect(reference).toEqual({ status: 401, code: 'L00002', message: '帳號或密碼錯誤', data: null });
});

test('staff records: a record out of reach answers as one that does not exist, word for word', async ({ request }) => {
  const { number } = (await placedPreorder(request)).preorder;
  const ghost = number.replace(/-\d{6}$/, '-999999');
  const south = await staffToken(request, 'southSales');
  for (const [method, suffix, body] of [
    ['GET', '', undefined],
    ['POST', '/convert', { version: 1 }],
    ['POST', '/contacting', { version: 1 }],
    ['POST', '/cancel', { version: 1, reason: '測試取消原因' }],
  ] as const) {
    const outside = await staffCall(request, south, method, `/staff/preorders/v1/${number}${suffix}`, body);
    const missing = await staffCall(request, south, method, `/staff/preorders/v1/${ghost}${suffix}`, body);
    expect({ status: outside.status, body: outside.body }, `${method} …${suffix}`).toEqual({ status: missing.status, body: missing.body });
    expect(outside.body.code).toBe('N00404');
  }
});

test('staff set-up links: a spent link and one never issued answer alike', async ({ request }) => {
  const admin = await staffToken(request, 'admin');
  const email = `spent.${Date.now().toString(36)}@staff.tailan-trucks.example`;
  const created = await staffSend(request, admin, {
    call: 'POST /staff/accounts/v1',
    body: {
      email,
      name: '測試員工',
      role: 'hq_sales',
      dealerCode: null,
    },
  });
  expect(created.status).toBe(201);
  const token = setupTokenIn((await waitForMail(request, email)).text);
  const opened = await send(request, { call: 'POST /staff/setup/v1/open', body: { token } });
  const done = await send(request, {
    call: 'POST /staff/setup/v1',
    body: { token, password: NEW_STAFF_PASSWORD, code: await totp(opened.body.data.secret) },
  });
  expect(done.body.code).toBe('00000');
  const spent = await send(request, { call: 'POST /staff/setup/v1/open', body: { token } });
  const never = await send(request, { call: 'POST /staff/setup/v1/open', body: { token: `${token.slice(0, -4)}AAAA` } });
  expect({ status: spent.status, body: spent.body }).toEqual({ status: never.status, body: never.body });
  expect(spent.body.code).toBe('C00001');
});
