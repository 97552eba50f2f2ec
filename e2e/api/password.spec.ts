import { expect, test } from '@playwright/test';
import { call, codeIn, expectInvalid, individualBody, login, mailTo, newMember, someIp, uniqueEmail, waitForMail, send } from './support';
import { passwordStep, totp, turnOnTwoFactor } from './two-factor-support';

test.describe('GET /login/v1/forget and PUT /login/v1/reset', () => {
  test('a member resets a forgotten password with the mailed code; every session ends', async ({ request }) => {
    const member = await newMember(request);
    const start = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${encodeURIComponent(member.email)}`);
    expect(start.body.code).toBe('00000');
    const code = codeIn(await waitForMail(request, member.email, 2));

    const check = await call<{ resetToken: string }>(request, 'GET', `/login/v1/forget?tempUuid=${start.body.data.tempUuid}&code=${code}`);
    expect(check.body.code).toBe('00000');
    const { resetToken } = check.body.data;
    expect(resetToken.length).toBeGreaterThan(30);

    const reset = await send(request, { call: 'PUT /login/v1/reset', body: { resetToken, newPassword: 'Harbor-Lantern-Ferry-7' } });
    expect(reset.body.code).toBe('00000');
    expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.code).toBe('A00005');
    expect((await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password } })).body.code).toBe(
      'L00002',
    );
    await login(request, member.email, 'Harbor-Lantern-Ferry-7');
    expect((await waitForMail(request, member.email, 3)).subject).toContain('密碼已變更');

    const again = await send(request, { call: 'PUT /login/v1/reset', body: { resetToken, newPassword: 'Another-Harbor-Ferry-8' } });
    expect(again.body.code).toBe('C00001');
  });

  test('a reset does not get past two-factor sign-in (ASVS 6.4.3): no session, two-factor stays on, the new password still asks for the code', async ({
    request,
  }) => {
    const member = await newMember(request);
    const { secret } = await turnOnTwoFactor(request, member.token, member.password);
    const start = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${encodeURIComponent(member.email)}`);
    const code = codeIn(await waitForMail(request, member.email, 2));
    const check = await call<{ resetToken: string }>(request, 'GET', `/login/v1/forget?tempUuid=${start.body.data.tempUuid}&code=${code}`);
    const reset = await send(request, {
      call: 'PUT /login/v1/reset',
      body: { resetToken: check.body.data.resetToken, newPassword: 'Harbor-Lantern-Ferry-7' },
    });
    expect(reset.body).toMatchObject({ code: '00000', data: null });
    expect(reset.headers['set-cookie']).toBeUndefined();

    const challenge = await passwordStep(request, member.email, 'Harbor-Lantern-Ferry-7');
    const done = await send(request, { call: 'POST /login/v1/two-factor', body: { challenge, code: await totp(secret, 1) } });
    expect(done.body.code).toBe('L00001');
    expect((await send(request, { call: 'GET /member/member/v1', token: done.body.data.token })).body.data.twoFactorEnabled).toBe(true);
  });

  test('an unknown address gets the same answer and no mail', async ({ request }) => {
    const email = uniqueEmail('unknown');
    const start = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${email}`);
    expect(start.body.code).toBe('00000');
    expect(Object.keys(start.body.data)).toEqual(['tempUuid']);
    const check = await call(request, 'GET', `/login/v1/forget?tempUuid=${start.body.data.tempUuid}&code=123456`);
    expect(check.body.code).toBe('C00001');
    expect(await mailTo(request, email)).toHaveLength(0);
  });

  test("strangers asking for a reset cannot use up the owner's mail: the open request and its code serve the owner", async ({
    request,
  }) => {
    const member = await newMember(request);
    const asked: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const answer = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${member.email}`, { ip: someIp() });
      expect(answer.body.code).toBe('00000');
      asked.push(answer.body.data.tempUuid);
    }
    const own = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${member.email}`);
    // One open request, mailed once within the resend cooldown: the owner's answer is that request.
    expect(new Set([...asked, own.body.data.tempUuid]).size).toBe(1);
    const code = codeIn(await waitForMail(request, member.email, 2));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailTo(request, member.email)).toHaveLength(2);
    const check = await call<{ resetToken: string }>(request, 'GET', `/login/v1/forget?tempUuid=${own.body.data.tempUuid}&code=${code}`);
    expect(check.body.code).toBe('00000');
    expect(
      (
        await send(request, {
          call: 'PUT /login/v1/reset',
          body: { resetToken: check.body.data.resetToken, newPassword: 'Harbor-Lantern-Ferry-7' },
        })
      ).body.code,
    ).toBe('00000');
  });

  test('a new password ends every other reset token and open code of the account', async ({ request }) => {
    const member = await newMember(request);
    const resetTokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const start = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${member.email}`);
      const code = codeIn(await waitForMail(request, member.email, 2 + i));
      const check = await call<{ resetToken: string }>(
        request,
        'GET',
        `/login/v1/forget?tempUuid=${start.body.data.tempUuid}&code=${code}`,
      );
      expect(check.body.code).toBe('00000');
      resetTokens.push(check.body.data.resetToken);
    }
    const open = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${member.email}`);
    const openCode = codeIn(await waitForMail(request, member.email, 4));

    expect(
      (await send(request, { call: 'PUT /login/v1/reset', body: { resetToken: resetTokens[0], newPassword: 'Harbor-Lantern-Ferry-7' } }))
        .body.code,
    ).toBe('00000');
    expect(
      (await send(request, { call: 'PUT /login/v1/reset', body: { resetToken: resetTokens[1], newPassword: 'Another-Harbor-Ferry-8' } }))
        .body.code,
    ).toBe('C00001');
    expect((await call(request, 'GET', `/login/v1/forget?tempUuid=${open.body.data.tempUuid}&code=${openCode}`)).body.code).toBe('C00001');
    await login(request, member.email, 'Harbor-Lantern-Ferry-7');
  });

  test('a password reset ends the waits of every address: the owner logs in from the address that failed', async ({ request }) => {
    test.setTimeout(120_000);
    const member = await newMember(request);
    const ip = someIp();
    // 100 failures from one address: enough to have locked the account under the old rule.
    for (let i = 0; i < 100; i += 1)
      await call(request, 'POST', '/login/v1', { body: { account: member.email, password: `guess-${i}` }, ip });
    expect((await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password }, ip })).body.code).toBe(
      'L00003',
    );
    const start = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${member.email}`, { ip });
    const code = codeIn(await waitForMail(request, member.email, 2));
    const check = await call<{ resetToken: string }>(request, 'GET', `/login/v1/forget?tempUuid=${start.body.data.tempUuid}&code=${code}`, {
      ip,
    });
    expect(
      (
        await send(request, {
          call: 'PUT /login/v1/reset',
          body: { resetToken: check.body.data.resetToken, newPassword: 'Harbor-Lantern-Ferry-7' },
          ip,
        })
      ).body.code,
    ).toBe('00000');
    expect(
      (await call(request, 'POST', '/login/v1', { body: { account: member.email, password: 'Harbor-Lantern-Ferry-7' }, ip })).body.code,
    ).toBe('L00001');
  });

  test('an inbox gets at most 10 mails an hour however often a code is asked for', async ({ request }) => {
    test.setTimeout(60_000);
    // Registering one address again and again (a reload) mails its code each time: 10, then nothing.
    const email = uniqueEmail('flooded');
    for (let i = 0; i < 12; i += 1) {
      expect((await call(request, 'POST', '/member/member/v1/register', { body: individualBody(email) })).body.code).toBe('00000');
    }
    await waitForMail(request, email, 10);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailTo(request, email)).toHaveLength(10);
  });

  test('GET /login/v1/verification sends the code again only after 60 s', async ({ request }) => {
    const member = await newMember(request);
    const start = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${member.email}`);
    const again = await call(request, 'GET', `/login/v1/verification?tempUuid=${start.body.data.tempUuid}`);
    expect(again.body.code).toBe('C00002');
    expect(again.headers['retry-after']).toBeDefined();
  });

  test('a reset needs a reset token or the L00004 token, and a fit password', async ({ request }) => {
    expect((await send(request, { call: 'PUT /login/v1/reset', body: { newPassword: 'Harbor-Lantern-Ferry-7' } })).body.code).toBe(
      'A00001',
    );
    const member = await newMember(request);
    // A web session is not the L00004 token.
    expect(
      (await send(request, { call: 'PUT /login/v1/reset', token: member.token, body: { newPassword: 'Harbor-Lantern-Ferry-7' } })).body
        .code,
    ).toBe('A00005');
    expect(
      (await send(request, { call: 'PUT /login/v1/reset', body: { resetToken: 'x'.repeat(43), newPassword: 'Harbor-Lantern-Ferry-7' } }))
        .body.code,
    ).toBe('C00001');
    // A stale session header does not spoil a reset that brings its own token.
    expect(
      (
        await send(request, {
          call: 'PUT /login/v1/reset',
          token: 'stale-token',
          body: { resetToken: 'x'.repeat(43), newPassword: 'Harbor-Lantern-Ferry-7' },
        })
      ).body.code,
    ).toBe('C00001');
    expectInvalid(
      await send(request, { call: 'PUT /login/v1/reset', body: { resetToken: 'x'.repeat(43), newPassword: 'short' } }),
      'newPassword',
    );
    expectInvalid(await call(request, 'GET', '/login/v1/forget'));
    expectInvalid(await call(request, 'GET', '/login/v1/forget?email=nope'), 'email');
    expectInvalid(await call(request, 'GET', `/login/v1/forget?tempUuid=${crypto.randomUUID()}&code=abc`));
  });
});

test.describe('PUT /member/member/v1/reset', () => {
  test('the old password is checked; the other sessions end and this one stays', async ({ request }) => {
    const member = await newMember(request);
    const other = await login(request, member.email, member.password);
    expectInvalid(
      await send(request, {
        call: 'PUT /member/member/v1/reset',
        token: member.token,
        body: { oldPassword: 'wrong-password', newPassword: 'Harbor-Lantern-Ferry-7' },
      }),
      'oldPassword',
    );
    const changed = await send(request, {
      call: 'PUT /member/member/v1/reset',
      token: member.token,
      body: { oldPassword: member.password, newPassword: 'Harbor-Lantern-Ferry-7' },
    });
    expect(changed.body.code).toBe('00000');
    expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.code).toBe('00000');
    expect((await send(request, { call: 'GET /member/member/v1', token: other })).body.code).toBe('A00005');
    await login(request, member.email, 'Harbor-Lantern-Ferry-7');
  });
});
