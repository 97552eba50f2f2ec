import { expect, test } from '@playwright/test';
import { call, DEMO, expectInvalid, login, someIp, uniqueEmail } from './support';

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
    const answer = await call(request, 'POST', '/login/v1', { body: { account: `  ${DEMO.individual.toUpperCase()} `, password: DEMO.password } });
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
    const median = async (account: string) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const started = performance.now();
        await call(request, 'POST', '/login/v1', { body: { account, password: `wrong-${i}` } });
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[3];
    };
    const known = await median(DEMO.enterprise);
    const unknown = await median(uniqueEmail('ghost'));
    // Without the decoy the unknown account would answer in a fraction of the hashing time.
    expect(unknown).toBeGreaterThan(known * 0.5);
    expect(unknown).toBeLessThan(known * 2);
  });

  test('the 101st failure within an hour is refused with L00003 whatever the source address', async ({ request }) => {
    test.setTimeout(120_000);
    const account = uniqueEmail('target');
    for (let i = 0; i < 100; i += 1) {
      const answer = await call(request, 'POST', '/login/v1', { body: { account, password: `guess-${i}` }, ip: someIp() });
      expect(answer.body.code).toBe('L00002');
    }
    const refused = await call(request, 'POST', '/login/v1', { body: { account, password: 'guess-final' }, ip: someIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('L00003');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('an account flagged for a password change gets L00004 with a token that serves only the reset', async ({ request }) => {
    const answer = await call<{ token: string; memberUuid: string }>(request, 'POST', '/login/v1', {
      body: { account: DEMO.mustChange, password: DEMO.password },
    });
    expect(answer.body.code).toBe('L00004');
    expect(answer.headers['set-cookie']).toBeUndefined();
    const token = answer.body.data.token;
    expect((await call(request, 'GET', '/member/member/v1', { token })).body.code).toBe('A00005');

    const weak = await call(request, 'PUT', '/login/v1/reset', { token, body: { newPassword: 'password1' } });
    expectInvalid(weak, 'newPassword');
    const same = await call(request, 'PUT', '/login/v1/reset', { token, body: { newPassword: DEMO.password } });
    expectInvalid(same, 'newPassword');

    const reset = await call(request, 'PUT', '/login/v1/reset', { token, body: { newPassword: 'Lantern-Ferry-Route-31' } });
    expect(reset.body.code).toBe('00000');
    // The revoked L00004 token no longer counts: the reset has no credential at all.
    expect((await call(request, 'PUT', '/login/v1/reset', { token, body: { newPassword: 'Other-Route-Lantern-32' } })).body.code).toBe('A00001');
    await login(request, DEMO.mustChange, 'Lantern-Ferry-Route-31');
  });

  test('malformed logins are V00001', async ({ request }) => {
    expectInvalid(await call(request, 'POST', '/login/v1', { body: { account: 'not-an-email', password: 'x' } }), 'account');
    expectInvalid(await call(request, 'POST', '/login/v1', { body: { account: DEMO.individual } }), 'password');
    expectInvalid(await call(request, 'POST', '/login/v1', { body: { account: DEMO.individual, password: 12345678 } }), 'password');
    expectInvalid(await call(request, 'POST', '/login/v1', { body: { account: DEMO.individual, password: 'x'.repeat(129) } }), 'password');
    expectInvalid(await call(request, 'POST', '/login/v1', { body: { account: "' or 1=1 --", password: 'x' } }), 'account');
    expectInvalid(await call(request, 'POST', '/login/v1', { body: { account: DEMO.individual, password: 'x', remember: true } }), 'remember');
    expectInvalid(await call(request, 'POST', '/login/v1', { raw: '{"account":' }));
    expectInvalid(await call(request, 'POST', '/login/v1', { raw: '[]' }));
  });
});

test.describe('POST /login/v1/logout', () => {
  test('ends this session only and clears the cookie', async ({ request }) => {
    const first = await login(request, DEMO.enterprise);
    const second = await login(request, DEMO.enterprise);
    const out = await call(request, 'POST', '/login/v1/logout', { token: first });
    expect(out.body.code).toBe('00000');
    expect(out.headers['set-cookie']).toMatch(/cv-session=; .*Max-Age=0/);
    expect((await call(request, 'GET', '/member/member/v1', { token: first })).body.code).toBe('A00005');
    expect((await call(request, 'GET', '/member/member/v1', { token: second })).body.code).toBe('00000');
  });
});
