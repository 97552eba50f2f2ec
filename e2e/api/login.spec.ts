import { expect, test } from '@playwright/test';
import { call, DEMO, expectInvalid, login, newMember, someIp, uniqueEmail, send } from './support';
import { interleavedMedians, measureTwice } from './timing';

test.describe('POST /login/v1', () => {
  test('a demo member logs in with L00001, a token and the HttpOnly session cookie', async ({ request }) => {
    const answer = await call<{ token: string; memberUuid: string }>(request, 'POST', '/login/v1', {
      body: { account: DEMO.individual, password: DEMO.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('L00001');
    expect(answer.body.data.token).toMatch(/^[\w-]{43}$/);
    expect(answer.headers['set-cookie']).toMatch(/cv-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/);
    const me = await call<{ email: string }>(request, 'GET', '/member/member/v1', { token: answer.body.data.token });
    expect(me.body.data.email).toBe(DEMO.individual);
  });

  test('the account is case-insensitive and surrounding spaces are ignored', async ({ request }) => {
    const answer = await call(request, 'POST', '/login/v1', {
      body: { account: `  ${DEMO.individual.toUpperCase()} `, password: DEMO.password },
    });
    expect(answer.body.code).toBe('L00001');
  });

  test('a wrong password and an unknown account get the same L00002 answer', async ({ request }) => {
    const wrong = await call(request, 'POST', '/login/v1', { body: { account: DEMO.individual, password: 'not-the-password' } });
    const unknown = await call(request, 'POST', '/login/v1', { body: { account: uniqueEmail('nobody'), password: 'not-the-password' } });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'L00002', message: '帳號或密碼錯誤', data: null });
    }
  });

  test('an unknown account takes about as long as a known one (a decoy hash is checked)', async ({ request }) => {
    test.setTimeout(120_000);
    // Interleaved pairs, each try from its own address; a ratio off is measured once more before it
    // fails (e2e/api/timing.ts), so a burst of machine load is not taken for the missing decoy.
    const ghost = uniqueEmail('ghost');
    const result = await measureTwice(
      () =>
        interleavedMedians(15, (kind, i) =>
          call(request, 'POST', '/login/v1', { body: { account: kind === 'known' ? DEMO.enterprise : ghost, password: `wrong-${i}` } }),
        ),
      ({ known, unknown }) => unknown > known * 0.5 && unknown < known * 2,
    );
    // Without the decoy the unknown account would answer in a fraction of the hashing time.
    expect(result.unknown).toBeGreaterThan(result.known * 0.5);
    expect(result.unknown).toBeLessThan(result.known * 2);
  });

  test('failures from 100 addresses never keep the owner out: no account is locked as a whole', async ({ request }) => {
    test.setTimeout(120_000);
    const member = await newMember(request);
    for (let i = 0; i < 100; i += 1) {
      const answer = await call(request, 'POST', '/login/v1', { body: { account: member.email, password: `guess-${i}` }, ip: someIp() });
      expect(answer.body.code, `failure ${i + 1}`).toBe('L00002');
    }
    // The 101st failure is a plain failure too, and the owner logs in from an address of their own.
    expect(
      (await call(request, 'POST', '/login/v1', { body: { account: member.email, password: 'guess-final' }, ip: someIp() })).body.code,
    ).toBe('L00002');
    await login(request, member.email, member.password);
  });

  test('an account flagged for a password change gets L00004 with a token that serves only the reset', async ({ request }) => {
    const answer = await call<{ token: string; memberUuid: string }>(request, 'POST', '/login/v1', {
      body: { account: DEMO.mustChange, password: DEMO.password },
    });
    expect(answer.body.code).toBe('L00004');
    expect(answer.headers['set-cookie']).toBeUndefined();
    const token = answer.body.data.token;
    expect((await send(request, { call: 'GET /member/member/v1', token })).body.code).toBe('A00005');

    const weak = await send(request, { call: 'PUT /login/v1/reset', token, body: { newPassword: 'password1' } });
    expectInvalid(weak, 'newPassword');
    const same = await send(request, { call: 'PUT /login/v1/reset', token, body: { newPassword: DEMO.password } });
    expectInvalid(same, 'newPassword');

    const reset = await send(request, { call: 'PUT /login/v1/reset', token, body: { newPassword: 'Lantern-Ferry-Route-31' } });
    expect(reset.body.code).toBe('00000');
    // The revoked L00004 token no longer counts: the reset has no credential at all.
    expect((await send(request, { call: 'PUT /login/v1/reset', token, body: { newPassword: 'Other-Route-Lantern-32' } })).body.code).toBe(
      'A00001',
    );
    await login(request, DEMO.mustChange, 'Lantern-Ferry-Route-31');
  });

  test('malformed logins are V00001', async ({ request }) => {
    expectInvalid(await call(request, 'POST', '/login/v1', { body: { account: 'not-an-email', password: 'x' } }), 'account');
    expectInvalid(await call(request, 'POST', '/login/v1', { body: { account: DEMO.individual } }), 'password');
    expectInvalid(await call(request, 'POST', '/login/v1', { body: { account: DEMO.individual, password: 12345678 } }), 'password');
    expectInvalid(await call(request, 'POST', '/login/v1', { body: { account: DEMO.individual, password: 'x'.repeat(129) } }), 'password');
    expectInvalid(await call(request, 'POST', '/login/v1', { body: { account: "' or 1=1 --", password: 'x' } }), 'account');
    expectInvalid(
      await call(request, 'POST', '/login/v1', { body: { account: DEMO.individual, password: 'x', remember: true } }),
      'remember',
    );
    expectInvalid(await call(request, 'POST', '/login/v1', { raw: '{"account":' }));
    expectInvalid(await call(request, 'POST', '/login/v1', { raw: '[]' }));
  });
});

test.describe('a new login', () => {
  test('ends the session the client came with (its cv-web-token), and no other', async ({ request }) => {
    const member = await newMember(request);
    const other = await login(request, member.email, member.password);
    const again = await call<{ token: string }>(request, 'POST', '/login/v1', {
      token: member.token,
      body: { account: member.email, password: member.password },
    });
    expect(again.body.code).toBe('L00001');
    const works = async (token: string) => (await send(request, { call: 'GET /member/member/v1', token })).body.code;
    expect(await works(member.token)).toBe('A00005');
    expect(await works(again.body.data.token)).toBe('00000');
    expect(await works(other)).toBe('00000');
  });

  test('a wrong password ends nothing', async ({ request }) => {
    const member = await newMember(request);
    const wrong = await call(request, 'POST', '/login/v1', {
      token: member.token,
      body: { account: member.email, password: 'Not-The-Password-1' },
    });
    expect(wrong.body.code).toBe('L00002');
    expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.code).toBe('00000');
  });
});

test.describe('POST /login/v1/logout', () => {
  test('ends this session only and clears the cookie', async ({ request }) => {
    const first = await login(request, DEMO.enterprise);
    const second = await login(request, DEMO.enterprise);
    const out = await send(request, { call: 'POST /login/v1/logout', token: first });
    expect(out.body.code).toBe('00000');
    expect(out.headers['set-cookie']).toMatch(/cv-session=; .*Max-Age=0/);
    expect((await send(request, { call: 'GET /member/member/v1', token: first })).body.code).toBe('A00005');
    expect((await send(request, { call: 'GET /member/member/v1', token: second })).body.code).toBe('00000');
  });
});
