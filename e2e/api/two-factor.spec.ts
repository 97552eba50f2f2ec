import { expect, test } from '@playwright/test';
import { call, codeIn, expectEnvelope, expectInvalid, newMember, someIp, waitForMail, send } from './support';
import { passwordStep, totp, turnOnTwoFactor } from './two-factor-support';

type Token = { token: string; memberUuid: string };
const twoFactorOf = async (request: Parameters<typeof call>[0], token: string) =>
  (await send(request, { call: 'GET /member/member/v1', token })).body.data.twoFactorEnabled;

test.describe('two-factor sign-in: turning it on', () => {
  test('the setup asks for the password and gives a secret, its otpauth URI and a QR code; nothing is on until a code confirms it', async ({
    request,
  }) => {
    const member = await newMember(request);
    const wrong = await send(request, {
      call: 'POST /member/two-factor/v1/setup',
      token: member.token,
      body: { password: 'not-my-password' },
    });
    expectInvalid(wrong, 'password');
    const setup = await send(request, {
      call: 'POST /member/two-factor/v1/setup',
      token: member.token,
      body: { password: member.password },
    });
    expectEnvelope(setup);
    expect(setup.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data.otpauthUri).toContain(`secret=${setup.body.data.secret}`);
    expect(setup.body.data.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.data.qrCode).toMatch(/^<svg/);
    expect(await twoFactorOf(request, member.token)).toBe(false);

    const bad = await send(request, {
      call: 'POST /member/two-factor/v1/enable',
      token: member.token,
      body: { code: await totp(setup.body.data.secret, 5) },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('C00001');
    expect(await twoFactorOf(request, member.token)).toBe(false);

    const enabled = await send(request, {
      call: 'POST /member/two-factor/v1/enable',
      token: member.token,
      body: { code: await totp(setup.body.data.secret) },
    });
    expect(enabled.body.code).toBe('00000');
    expect(enabled.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.data.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.data.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await twoFactorOf(request, member.token)).toBe(true);

    const again = await send(request, {
      call: 'POST /member/two-factor/v1/setup',
      token: member.token,
      body: { password: member.password },
    });
    expect(again.body.code).toBe('V00001');
  });

  test('the calls need a logged-in member and refuse malformed input with V00001', async ({ request }) => {
    const anonymous = await send(request, { call: 'POST /member/two-factor/v1/setup', body: { password: 'whatever-it-is' } });
    expect(anonymous.body.code).toBe('A00001');
    const member = await newMember(request);
    expectInvalid(await send(request, { call: 'POST /member/two-factor/v1/enable', token: member.token, body: { code: '12345' } }), 'code');
    expectInvalid(
      await send(request, {
        call: 'POST /member/two-factor/v1/disable',
        token: member.token,
        body: { password: member.password, code: 'abc' },
      }),
      'code',
    );
    expectInvalid(
      await call(request, 'POST', '/member/two-factor/v1/enable', { token: member.token, body: { code: '123456', extra: 1 } }),
      'extra',
    );
    expectInvalid(await call(request, 'POST', '/login/v1/two-factor', { body: { code: '123456' } }), 'challenge');
    // Without a pending secret there is nothing to confirm.
    expectInvalid(
      await send(request, { call: 'POST /member/two-factor/v1/enable', token: member.token, body: { code: '123456' } }),
      'code',
    );
  });
});

test.describe('two-factor sign-in: logging in', () => {
  test('a right password answers L00006 with a challenge and no session; the code then logs in (L00001 and the cookie), once', async ({
    request,
  }) => {
    const member = await newMember(request);
    const { secret } = await turnOnTwoFactor(request, member.token, member.password);
    const first = await call<{ challenge: string }>(request, 'POST', '/login/v1', {
      body: { account: member.email, password: member.password },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      code: 'L00006',
      message: '請輸入驗證器 App 上的 6 位數驗證碼',
      data: { challenge: expect.stringMatching(/^[\w-]{43}$/) },
    });
    expect(first.headers['set-cookie']).toBeUndefined();
    const { challenge } = first.body.data;

    const wrong = await send(request, { call: 'POST /login/v1/two-factor', body: { challenge, code: await totp(secret, 4) } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('C00001');
    expect(wrong.body.data).toBeNull();

    const done = await send(request, { call: 'POST /login/v1/two-factor', body: { challenge, code: await totp(secret, 1) } });
    expect(done.body.code, JSON.stringify(done.body)).toBe('L00001');
    expect(done.headers['set-cookie']).toMatch(/cv-session=[\w-]{43}; Path=\/; HttpOnly/);
    expect((await send(request, { call: 'GET /member/member/v1', token: done.body.data.token })).body.data.email).toBe(member.email);

    const reused = await send(request, { call: 'POST /login/v1/two-factor', body: { challenge, code: await totp(secret, 1) } });
    expect(reused.body.code).toBe('C00001');
  });

  test('a code already accepted is refused on the next login (no replay)', async ({ request }) => {
    const member = await newMember(request);
    const { secret } = await turnOnTwoFactor(request, member.token, member.password);
    const code = await totp(secret, 1);
    const first = await send(request, {
      call: 'POST /login/v1/two-factor',
      body: { challenge: await passwordStep(request, member.email, member.password), code },
    });
    expect(first.body.code).toBe('L00001');
    const replay = await send(request, {
      call: 'POST /login/v1/two-factor',
      body: { challenge: await passwordStep(request, member.email, member.password), code },
    });
    expect(replay.body.code).toBe('C00001');
    // The code that turned it on is older still.
    const older = await send(request, {
      call: 'POST /login/v1/two-factor',
      body: { challenge: await passwordStep(request, member.email, member.password), code: await totp(secret) },
    });
    expect(older.body.code).toBe('C00001');
  });

  test('a recovery code logs in once, typed in capitals without the dash; the second time it is refused', async ({ request }) => {
    const member = await newMember(request);
    const { recoveryCodes } = await turnOnTwoFactor(request, member.token, member.password);
    const typed = recoveryCodes[0].replace('-', '').toUpperCase();
    const first = await send(request, {
      call: 'POST /login/v1/two-factor',
      body: { challenge: await passwordStep(request, member.email, member.password), code: typed },
    });
    expect(first.body.code).toBe('L00001');
    const second = await send(request, {
      call: 'POST /login/v1/two-factor',
      body: { challenge: await passwordStep(request, member.email, member.password), code: recoveryCodes[0] },
    });
    expect(second.body.code).toBe('C00001');
    const another = await send(request, {
      call: 'POST /login/v1/two-factor',
      body: { challenge: await passwordStep(request, member.email, member.password), code: recoveryCodes[1] },
    });
    expect(another.body.code).toBe('L00001');
  });

  test('an unknown challenge is C00001 and one member’s challenge does not take another member’s code', async ({ request }) => {
    const alice = await newMember(request);
    const bob = await newMember(request);
    const { recoveryCodes } = await turnOnTwoFactor(request, alice.token, alice.password);
    await turnOnTwoFactor(request, bob.token, bob.password);
    const unknown = await send(request, { call: 'POST /login/v1/two-factor', body: { challenge: 'x'.repeat(43), code: recoveryCodes[0] } });
    expect(unknown.body.code).toBe('C00001');
    const crossed = await send(request, {
      call: 'POST /login/v1/two-factor',
      body: { challenge: await passwordStep(request, bob.email, bob.password), code: recoveryCodes[0] },
    });
    expect(crossed.body.code).toBe('C00001');
  });

  test('wrong codes spend a budget of 10 for the account from any address; knowing the password gives none back, a new password does', async ({
    request,
  }) => {
    const member = await newMember(request);
    const { recoveryCodes } = await turnOnTwoFactor(request, member.token, member.password);
    let challenge = await passwordStep(request, member.email, member.password, someIp());
    const guess = (i: number) =>
      send(request, { call: 'POST /login/v1/two-factor', body: { challenge, code: String(100_000 + i * 7919).slice(0, 6) }, ip: someIp() });
    for (let i = 0; i < 10; i += 1) expect((await guess(i)).body.code).toBe('C00001');
    // Knowing the password gives no fresh budget of guesses.
    challenge = await passwordStep(request, member.email, member.password, someIp());
    expect((await guess(10)).body.code).toBe('L00003');
    const refused = await send(request, { call: 'POST /login/v1/two-factor', body: { challenge, code: recoveryCodes[0] }, ip: someIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('L00003');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, who has the mailbox, sets a new password: the budget starts again.
    const forget = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${encodeURIComponent(member.email)}`);
    const code = codeIn(await waitForMail(request, member.email, 2));
    const checked = await call<{ resetToken: string }>(
      request,
      'GET',
      `/login/v1/forget?tempUuid=${forget.body.data.tempUuid}&code=${code}`,
    );
    expect(
      (
        await send(request, {
          call: 'PUT /login/v1/reset',
          body: { resetToken: checked.body.data.resetToken, newPassword: 'Fresh-Harbour-Lights-7' },
        })
      ).body.code,
    ).toBe('00000');
    challenge = await passwordStep(request, member.email, 'Fresh-Harbour-Lights-7', someIp());
    expect(
      (await send(request, { call: 'POST /login/v1/two-factor', body: { challenge, code: recoveryCodes[0] }, ip: someIp() })).body.code,
    ).toBe('L00001');
  });
});

test('a login waiting for its code cannot finish once the password was reset meanwhile', async ({ request }) => {
  const member = await newMember(request);
  const { secret } = await turnOnTwoFactor(request, member.token, member.password);
  const challenge = await passwordStep(request, member.email, member.password);
  const forget = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${encodeURIComponent(member.email)}`);
  const code = codeIn(await waitForMail(request, member.email, 2));
  const checked = await call<{ resetToken: string }>(request, 'GET', `/login/v1/forget?tempUuid=${forget.body.data.tempUuid}&code=${code}`);
  expect(
    (
      await send(request, {
        call: 'PUT /login/v1/reset',
        body: { resetToken: checked.body.data.resetToken, newPassword: 'Fresh-Harbour-Lights-8' },
      })
    ).body.code,
  ).toBe('00000');
  // The next step's code, which the app shows within 30 s and which nobody has used.
  const late = await send(request, { call: 'POST /login/v1/two-factor', body: { challenge, code: await totp(secret, 1) } });
  expect(late.body.code).toBe('C00001');
});

test.describe('two-factor sign-in: turning it off and new recovery codes', () => {
  test('turning it off takes the password and a code; then the password alone logs in', async ({ request }) => {
    const member = await newMember(request);
    const { secret, recoveryCodes } = await turnOnTwoFactor(request, member.token, member.password);
    expectInvalid(
      await send(request, {
        call: 'POST /member/two-factor/v1/disable',
        token: member.token,
        body: { password: 'not-my-password', code: recoveryCodes[0] },
      }),
      'password',
    );
    const wrong = await send(request, {
      call: 'POST /member/two-factor/v1/disable',
      token: member.token,
      body: { password: member.password, code: await totp(secret, 5) },
    });
    expect(wrong.body.code).toBe('C00001');
    expect(await twoFactorOf(request, member.token)).toBe(true);
    const off = await send(request, {
      call: 'POST /member/two-factor/v1/disable',
      token: member.token,
      body: { password: member.password, code: await totp(secret, 1) },
    });
    expect(off.body.code).toBe('00000');
    expect(await twoFactorOf(request, member.token)).toBe(false);
    const login = await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password } });
    expect(login.body.code).toBe('L00001');
  });

  test('new recovery codes replace the old ones', async ({ request }) => {
    const member = await newMember(request);
    const { recoveryCodes: old } = await turnOnTwoFactor(request, member.token, member.password);
    const renewed = await send(request, {
      call: 'POST /member/two-factor/v1/recovery-codes',
      token: member.token,
      body: { password: member.password, code: old[0] },
    });
    expect(renewed.body.code).toBe('00000');
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    expect(renewed.body.data.recoveryCodes.filter((code) => old.includes(code))).toEqual([]);
    const stale = await send(request, {
      call: 'POST /login/v1/two-factor',
      body: { challenge: await passwordStep(request, member.email, member.password), code: old[1] },
    });
    expect(stale.body.code).toBe('C00001');
    const fresh = await send(request, {
      call: 'POST /login/v1/two-factor',
      body: { challenge: await passwordStep(request, member.email, member.password), code: renewed.body.data.recoveryCodes[0] },
    });
    expect(fresh.body.code).toBe('L00001');
  });
});

test.describe('two-factor sign-in: the other sessions after a change (ASVS 7.4.3)', () => {
  const works = async (request: Parameters<typeof call>[0], token: string) =>
    (await send(request, { call: 'GET /member/member/v1', token })).body.code;
  const secondSession = async (request: Parameters<typeof call>[0], email: string, password: string) =>
    (await call<Token>(request, 'POST', '/login/v1', { body: { account: email, password } })).body.data.token;

  test('turning it on with endOtherSessions ends every other session and keeps this one; without it they stay', async ({ request }) => {
    const kept = await newMember(request);
    const keptOther = await secondSession(request, kept.email, kept.password);
    await turnOnTwoFactor(request, kept.token, kept.password);
    expect(await works(request, keptOther)).toBe('00000');

    const member = await newMember(request);
    const other = await secondSession(request, member.email, member.password);
    const setup = await send(request, {
      call: 'POST /member/two-factor/v1/setup',
      token: member.token,
      body: { password: member.password },
    });
    const enabled = await send(request, {
      call: 'POST /member/two-factor/v1/enable',
      token: member.token,
      body: { code: await totp(setup.body.data.secret), endOtherSessions: true },
    });
    expect(enabled.body.code, JSON.stringify(enabled.body)).toBe('00000');
    expect(await works(request, other)).toBe('A00005');
    expect(await works(request, member.token)).toBe('00000');
    expectInvalid(
      await call(request, 'POST', '/member/two-factor/v1/enable', {
        token: member.token,
        body: { code: '123456', endOtherSessions: 'yes' },
      }),
      'endOtherSessions',
    );
  });

  test('new recovery codes and turning it off end the other sessions when asked', async ({ request }) => {
    const member = await newMember(request);
    const { recoveryCodes } = await turnOnTwoFactor(request, member.token, member.password);
    // Another device signs in with the password and a code, as it must now.
    const signIn = async () =>
      (
        await send(request, {
          call: 'POST /login/v1/two-factor',
          body: { challenge: await passwordStep(request, member.email, member.password), code: recoveryCodes.pop()! },
        })
      ).body.data.token;
    const first = await signIn();
    const renewed = await send(request, {
      call: 'POST /member/two-factor/v1/recovery-codes',
      token: member.token,
      body: { password: member.password, code: recoveryCodes[0], endOtherSessions: true },
    });
    expect(renewed.body.code, JSON.stringify(renewed.body)).toBe('00000');
    expect(await works(request, first)).toBe('A00005');

    const fresh = (renewed.body.data as { recoveryCodes: string[] }).recoveryCodes;
    const second = (
      await send(request, {
        call: 'POST /login/v1/two-factor',
        body: { challenge: await passwordStep(request, member.email, member.password), code: fresh[0] },
      })
    ).body.data.token;
    const off = await send(request, {
      call: 'POST /member/two-factor/v1/disable',
      token: member.token,
      body: { password: member.password, code: fresh[1], endOtherSessions: true },
    });
    expect(off.body.code, JSON.stringify(off.body)).toBe('00000');
    expect(await works(request, second)).toBe('A00005');
    expect(await works(request, member.token)).toBe('00000');
  });
});
