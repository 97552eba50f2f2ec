import { expect, test } from '@playwright/test';
import { call, codeIn, individualBody, login, newMember, someIp, uniqueEmail, waitForMail, type Answer, send } from './support';

// The limits of docs/api.md and lib/server/auth/policy.ts not covered elsewhere: the login waits of one
// account from one address and the limit per address over all accounts, the per-IP limits of the
// calls that send or check codes (C00002) and the budget of wrong codes of one address. login.spec.ts
// has failures from many addresses; registration and password specs the 60 s resend cooldowns and
// the 5 tries of a code.

function expectRefused(answer: Answer, code: 'L00003' | 'C00002', label: string) {
  expect(answer.status, label).toBe(429);
  expect(answer.body.code, label).toBe(code);
  expect(answer.body.data, label).toBeNull();
  expect(Number(answer.headers['retry-after']), `${label}: Retry-After`).toBeGreaterThan(0);
}

test('100 failures from one address make that address wait, known account or not; the owner logs in from another', async ({ request }) => {
  test.setTimeout(120_000);
  const ip = someIp();
  const member = await newMember(request);
  const sequences: string[][] = [];
  for (const account of [member.email, uniqueEmail('nobody')]) {
    const spellings = [account, account.toUpperCase(), ` ${account} `];
    const answers: Answer[] = [];
    for (let i = 0; i < 100; i += 1) {
      answers.push(
        await call(request, 'POST', '/login/v1', { body: { account: spellings[i % spellings.length], password: `guess-${i}` }, ip }),
      );
    }
    // Five failures are free; then the pair waits 30 s (doubling with each further failure).
    for (const [i, answer] of answers.slice(0, 5).entries()) expect(answer.body.code, `failure ${i + 1}`).toBe('L00002');
    for (const [i, answer] of answers.slice(5).entries()) expectRefused(answer, 'L00003', `try ${i + 6}`);
    expect(Number(answers[5].headers['retry-after'])).toBeLessThanOrEqual(30);
    sequences.push(answers.map((answer) => answer.body.code));
  }
  // An unknown account is made to wait exactly as a member is.
  expect(sequences[1]).toEqual(sequences[0]);
  // The right password from the waiting address waits too; from any other address it gets in.
  expectRefused(
    await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password }, ip }),
    'L00003',
    'the right password from that address',
  );
  expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.code).toBe('00000');
  await login(request, member.email, member.password);
});

test("a registration decoy's password does not wipe the waits of the address guessing at the account", async ({ request }) => {
  const member = await newMember(request);
  const thief = someIp();
  // The address is taken, so this registration is a decoy that keeps its password.
  expect(
    (await call(request, 'POST', '/member/member/v1/register', { body: individualBody(member.email, 'Decoy-Password-99'), ip: someIp() }))
      .body.code,
  ).toBe('00000');
  const tryPassword = (password: string) => call(request, 'POST', '/login/v1', { body: { account: member.email, password }, ip: thief });
  for (let i = 0; i < 4; i += 1) expect((await tryPassword(`Wrong-Guess-${i}`)).body.code).toBe('L00002');
  expect((await tryPassword('Decoy-Password-99')).body.code).toBe('L00005');
  expectRefused(await tryPassword('Wrong-Guess-5'), 'L00003', 'the sixth try of the address');
});

test('the wait of an address grows: once the first has passed, another failure doubles it', async ({ request }) => {
  test.setTimeout(120_000);
  const ip = someIp();
  const account = uniqueEmail('patient');
  const attempt = (i: number) => call(request, 'POST', '/login/v1', { body: { account, password: `guess-${i}` }, ip });
  for (let i = 0; i < 5; i += 1) expect((await attempt(i)).body.code).toBe('L00002');
  const first = await attempt(5);
  expectRefused(first, 'L00003', 'after 5 failures');
  await new Promise((resolve) => setTimeout(resolve, Number(first.headers['retry-after']) * 1000 + 1000));
  expect((await attempt(6)).body.code, 'the try after the wait').toBe('L00002');
  const second = await attempt(7);
  expectRefused(second, 'L00003', 'after 6 failures');
  expect(Number(second.headers['retry-after'])).toBeGreaterThan(Number(first.headers['retry-after']) + 20);
});

test('300 failures from one address lock that address out of every account, not other addresses', async ({ request }) => {
  test.setTimeout(180_000);
  const ip = someIp();
  const member = await newMember(request);
  for (let i = 0; i < 300; i += 1) {
    // A new account each time, so the per-account limit is never what refuses.
    const answer = await call(request, 'POST', '/login/v1', { body: { account: uniqueEmail('spray'), password: `guess-${i}` }, ip });
    expect(answer.body.code, `failure ${i}`).toBe('L00002');
  }
  expectRefused(
    await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password }, ip }),
    'L00003',
    'the 301st try from the address',
  );
  const elsewhere = await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password }, ip: someIp() });
  expect(elsewhere.body.code).toBe('L00001');
});

test("a right password clears its address's failures: logging in often from one address never makes it wait", async ({ request }) => {
  test.setTimeout(120_000);
  const ip = someIp();
  const member = await newMember(request);
  for (let round = 0; round < 5; round += 1) {
    for (let j = 0; j < 4; j += 1) {
      expect(
        (await call(request, 'POST', '/login/v1', { body: { account: member.email, password: `guess-${round}-${j}` }, ip })).body.code,
      ).toBe('L00002');
    }
    // 4 failures each round: 20 in all, never 5 in a row, so the address never waits.
    const ok = await call<{ token: string }>(request, 'POST', '/login/v1', {
      body: { account: member.email, password: member.password },
      ip,
    });
    expect(ok.body.code, `round ${round}`).toBe('L00001');
  }
});

test('one address may ask for 40 codes an hour, whichever call sends them; then C00002 for all of them', async ({ request }) => {
  test.setTimeout(120_000);
  const ip = someIp();
  const registered = await call<{ tempUuid: string }>(request, 'POST', '/member/member/v1/register', {
    body: individualBody(uniqueEmail('sender')),
    ip,
  });
  expect(registered.body.code).toBe('00000');
  for (let i = 1; i < 40; i += 1) {
    const answer = await call(request, 'GET', `/login/v1/forget?email=${uniqueEmail('asker')}`, { ip });
    expect(answer.body.code, `send ${i + 1}`).toBe('00000');
  }
  const refused: [string, Answer][] = [
    ['forget', await call(request, 'GET', `/login/v1/forget?email=${uniqueEmail('asker')}`, { ip })],
    ['register', await call(request, 'POST', '/member/member/v1/register', { body: individualBody(uniqueEmail('sender')), ip })],
    ['resend', await call(request, 'GET', `/member/member/v1/resend?tempUuid=${registered.body.data.tempUuid}`, { ip })],
    ['forget resend', await call(request, 'GET', `/login/v1/verification?tempUuid=${crypto.randomUUID()}`, { ip })],
  ];
  for (const [label, answer] of refused) expectRefused(answer, 'C00002', label);
  // Another address is not affected.
  expect((await call(request, 'GET', `/login/v1/forget?email=${uniqueEmail('asker')}`, { ip: someIp() })).body.code).toBe('00000');
});

test('one address may check 100 codes an hour, whichever call checks them; then C00002', async ({ request }) => {
  test.setTimeout(120_000);
  const ip = someIp();
  for (let i = 0; i < 100; i += 1) {
    // Each guess at another verification, so the 5 tries of one code are never what refuses.
    const path = i % 2 === 0 ? `/login/v1/forget?tempUuid=${crypto.randomUUID()}&code=123456` : '/member/member/v1/valid';
    const answer =
      i % 2 === 0
        ? await call(request, 'GET', path, { ip })
        : await call(request, 'POST', path, { body: { tempUuid: crypto.randomUUID(), code: '123456' }, ip });
    expect(answer.status, `check ${i + 1}`).not.toBe(429);
  }
  expectRefused(
    await call(request, 'GET', `/member/member/v1/valid?tempUuid=${crypto.randomUUID()}&code=123456`, { ip }),
    'C00002',
    'the 101st check',
  );
  expectRefused(
    await call(request, 'GET', `/login/v1/forget?tempUuid=${crypto.randomUUID()}&code=123456`, { ip }),
    'C00002',
    'the 102nd check',
  );
});

test('the forgot-password resend cooldown answers an unknown address as it does a member', async ({ request }) => {
  const member = await newMember(request);
  const answers: Answer[] = [];
  for (const email of [member.email, uniqueEmail('unknown')]) {
    const start = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${email}`);
    answers.push(await call(request, 'GET', `/login/v1/verification?tempUuid=${start.body.data.tempUuid}`));
  }
  const [known, unknown] = answers;
  expectRefused(known, 'C00002', 'a member');
  expect(unknown.status).toBe(known.status);
  expect(unknown.body).toEqual(known.body);
  expect(Math.abs(Number(unknown.headers['retry-after']) - Number(known.headers['retry-after']))).toBeLessThanOrEqual(1);
});

test('wrong codes spread over many verifications and addresses stop at the budget of 10; then every code of the address dies', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('guessed');
  // Registering the address again with its password answers a new verification (5 tries each).
  const tempUuids: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const registered = await call<{ tempUuid: string }>(request, 'POST', '/member/member/v1/register', { body: individualBody(email) });
    expect(registered.body.code).toBe('00000');
    tempUuids.push(registered.body.data.tempUuid);
  }
  expect(new Set(tempUuids).size).toBe(4);
  const code = codeIn(await waitForMail(request, email, 4));
  const wrong = code === '000000' ? '999999' : '000000';
  // 16 wrong guesses at once, 4 at each verification (within its 5 tries), each from its own address.
  const guesses = await Promise.all(
    tempUuids.flatMap((tempUuid) =>
      [0, 1, 2, 3].map(() => send(request, { call: 'POST /member/member/v1/valid', body: { tempUuid, code: wrong } })),
    ),
  );
  const codes = guesses.map((answer) => answer.body.code);
  // Parallel checks may see each other's counts and refuse early; never does an 11th wrong code pass.
  expect(codes.filter((c) => c === 'C00001').length).toBeLessThanOrEqual(10);
  expect(codes.filter((c) => c === 'C00001').length).toBeGreaterThan(0);
  for (const answer of guesses.filter((a) => a.body.code !== 'C00001')) expectRefused(answer, 'C00002', 'a guess over the budget');
  // The right code of the newest verification is dead too, and no new code is sent for now.
  expectRefused(
    await send(request, { call: 'POST /member/member/v1/valid', body: { tempUuid: tempUuids[3], code } }),
    'C00002',
    'the right code',
  );
  expectRefused(await call(request, 'GET', `/member/member/v1/resend?tempUuid=${tempUuids[3]}`), 'C00002', 'a resend');
  expectRefused(
    await call(request, 'POST', '/member/member/v1/register', { body: individualBody(email) }),
    'C00002',
    'a new registration code',
  );
});
