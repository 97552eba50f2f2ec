import { expect, test } from '@playwright/test';
import { call, individualBody, login, newMember, someIp, uniqueEmail, type Answer } from './support';

// The limits of API.md and lib/server/auth/policy.ts not covered elsewhere: the login lockout per
// address and its effect on the right password, and the per-IP limits of the calls that send or check
// codes (C00002). login.spec.ts has the per-account lockout from many addresses; registration and
// password specs the 60 s resend cooldowns and the 5 tries of a code.

function expectRefused(answer: Answer, code: 'L00003' | 'C00002', label: string) {
  expect(answer.status, label).toBe(429);
  expect(answer.body.code, label).toBe(code);
  expect(answer.body.data, label).toBeNull();
  expect(Number(answer.headers['retry-after']), `${label}: Retry-After`).toBeGreaterThan(0);
}

test('an account locked by 100 failures (in any letter case) refuses even the right password with L00003', async ({ request }) => {
  test.setTimeout(120_000);
  const member = await newMember(request);
  const spellings = [member.email, member.email.toUpperCase(), ` ${member.email} `];
  for (let i = 0; i < 100; i += 1) {
    const answer = await call(request, 'POST', '/login/v1', { body: { account: spellings[i % spellings.length], password: `guess-${i}` } });
    expect(answer.body.code, `failure ${i}`).toBe('L00002');
  }
  expectRefused(await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password } }), 'L00003', 'the right password while locked');
  // The lock is the account's: its sessions go on, and other accounts log in.
  expect((await call(request, 'GET', '/member/member/v1', { token: member.token })).body.code).toBe('00000');
  const other = await newMember(request);
  await login(request, other.email, other.password);
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
  expectRefused(await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password }, ip }), 'L00003', 'the 301st try from the address');
  const elsewhere = await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password }, ip: someIp() });
  expect(elsewhere.body.code).toBe('L00001');
});

test('a right password gives back its try: logging in often from one address never locks it', async ({ request }) => {
  test.setTimeout(120_000);
  const ip = someIp();
  const member = await newMember(request);
  for (let i = 0; i < 5; i += 1) {
    for (let j = 0; j < 20; j += 1) {
      expect((await call(request, 'POST', '/login/v1', { body: { account: member.email, password: `guess-${i}-${j}` }, ip })).body.code).toBe('L00002');
    }
    // Success clears the account's failures, so 5 × 20 failures in between never reach 100.
    const ok = await call<{ token: string }>(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password }, ip });
    expect(ok.body.code, `round ${i}`).toBe('L00001');
  }
});

test('one address may ask for 40 codes an hour, whichever call sends them; then C00002 for all of them', async ({ request }) => {
  test.setTimeout(120_000);
  const ip = someIp();
  const registered = await call<{ tempUuid: string }>(request, 'POST', '/member/member/v1/register', { body: individualBody(uniqueEmail('sender')), ip });
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
    const answer = i % 2 === 0 ? await call(request, 'GET', path, { ip }) : await call(request, 'POST', path, { body: { tempUuid: crypto.randomUUID(), code: '123456' }, ip });
    expect(answer.status, `check ${i + 1}`).not.toBe(429);
  }
  expectRefused(await call(request, 'GET', `/member/member/v1/valid?tempUuid=${crypto.randomUUID()}&code=123456`, { ip }), 'C00002', 'the 101st check');
  expectRefused(await call(request, 'GET', `/login/v1/forget?tempUuid=${crypto.randomUUID()}&code=123456`, { ip }), 'C00002', 'the 102nd check');
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
