import { expect, test, type APIRequestContext } from '@playwright/test';
import { call, codeIn, DEMO, expectInvalid, login, mailTo, newMember, someIp, uniqueEmail, waitForMail, send } from './support';
import { turnOnTwoFactor } from './two-factor-support';

test.describe('GET /member/member/v1', () => {
  test('shows the member with the ID number masked', async ({ request }) => {
    const me = await send(request, { call: 'GET /member/member/v1', token: await login(request, DEMO.individual) });
    expect(me.body.code).toBe('00000');
    expect(me.body.data).toMatchObject({
      name: '王小明',
      memberType: 'individual',
      idNumber: 'A12****789',
      cityId: '01',
      townId: '0101',
      zip: '100',
    });
  });
});

test.describe('PUT /member/member/v1', () => {
  test('edits name, mobile and address; the zip follows the town', async ({ request }) => {
    const member = await newMember(request);
    const edit = await send(request, {
      call: 'PUT /member/member/v1',
      token: member.token,
      body: { name: '張新名', mobile: '0900111222', cityId: '09', townId: '0901', address: '自由路 2 號' },
    });
    expect(edit.body.code).toBe('00000');
    expect(edit.body.data).toMatchObject({ name: '張新名', mobile: '0900111222', cityId: '09', zip: '400', address: '自由路 2 號' });
  });

  test('refuses what a member may not edit and keeps the record as it was', async ({ request }) => {
    const member = await newMember(request);
    const before = (await send(request, { call: 'GET /member/member/v1', token: member.token })).body.data;
    expectInvalid(
      await send(request, { call: 'PUT /member/member/v1', token: member.token, body: { companyName: '不該有' } }),
      'companyName',
    );
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, body: { idNumber: 'A123456789' } }), 'idNumber');
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, body: { email: 'x@example.com' } }), 'email');
    expectInvalid(await send(request, { call: 'PUT /member/member/v1', token: member.token, body: { cityId: '09' } }), 'townId', 'address');
    expectInvalid(
      await send(request, { call: 'PUT /member/member/v1', token: member.token, body: { cityId: '09', townId: '0101', address: 'x' } }),
      'townId',
    );
    expectInvalid(
      await send(request, { call: 'PUT /member/member/v1', token: member.token, body: { name: "'; drop table members; --".repeat(3) } }),
      'name',
    );
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, body: { mobile: 912345678 } }), 'mobile');
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, raw: '{"name":' }));
    expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.data).toEqual(before);
  });

  test('an enterprise edits its contact person, who becomes its display name', async ({ request }) => {
    const member = await newMember(request, 'enterprise');
    const edit = await send(request, {
      call: 'PUT /member/member/v1',
      token: member.token,
      body: { contactName: '周經理', contactTitle: '總務', phone: '07-1234567' },
    });
    expect(edit.body.data).toMatchObject({ contactName: '周經理', name: '周經理', contactTitle: '總務', phone: '07-1234567' });
  });
});

type Member = Awaited<ReturnType<typeof newMember>>;

const sendCode = (request: APIRequestContext, member: Member, email: string, password = member.password, ip?: string) =>
  call(request, 'POST', '/member/member/v1/email/send', { token: member.token, body: { email, password }, ip });

/** Moves a member to a new address with the mailed code; returns the undo link's token mailed to the old one. */
async function moveTo(request: APIRequestContext, member: Member, next: string, mails = { old: 1, next: 0 }) {
  expect((await sendCode(request, member, next)).body.code).toBe('00000');
  const code = codeIn(await waitForMail(request, next, mails.next + 1));
  const valid = await call<{ email: string }>(request, 'GET', `/member/member/v1/email/valid?email=${next}&code=${code}`, {
    token: member.token,
  });
  expect(valid.body.code).toBe('00000');
  expect(valid.body.data.email).toBe(next);
  const notice = await waitForMail(request, member.email, mails.old + 1);
  expect(notice.text).toContain(next);
  const token = /\/verifyemail\/undo\?token=([A-Za-z0-9_-]{43})/.exec(notice.text)?.[1];
  expect(token, notice.text).toBeDefined();
  return token!;
}

const undo = (request: APIRequestContext, token: string) => send(request, { call: 'POST /member/member/v1/email/undo', body: { token } });

test.describe('POST /member/member/v1/email/send and GET /email/valid', () => {
  test('moves the account to a new address with the code mailed there; the other sessions end, this one stays', async ({ request }) => {
    const member = await newMember(request);
    const other = await login(request, member.email, member.password);
    const next = uniqueEmail('moved');
    expect((await sendCode(request, member, next)).body.code).toBe('00000');
    const code = codeIn(await waitForMail(request, next));
    expect(
      (
        await call(request, 'GET', `/member/member/v1/email/valid?email=${next}&code=${code === '000000' ? '111111' : '000000'}`, {
          token: member.token,
        })
      ).body.code,
    ).toBe('C00001');
    const valid = await call<{ email: string }>(request, 'GET', `/member/member/v1/email/valid?email=${next}&code=${code}`, {
      token: member.token,
    });
    expect(valid.body.code).toBe('00000');
    expect((await send(request, { call: 'GET /member/member/v1', token: other })).body.code).toBe('A00005');
    expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.data.email).toBe(next);
    expect((await waitForMail(request, member.email, 2)).text).toContain(next);
    await login(request, next, member.password);
  });

  test('a stolen session alone moves nothing: the GET form and a wrong password send no code', async ({ request }) => {
    const member = await newMember(request);
    const next = uniqueEmail('stolen');
    const byGet = await call(request, 'GET', `/member/member/v1/email/send?email=${encodeURIComponent(next)}`, { token: member.token });
    expectInvalid(byGet, 'password');
    expect((byGet.body.data as { errors: { path: string; message: string }[] }).errors).toContainEqual({
      path: 'password',
      message: '請輸入目前的密碼',
    });
    const wrong = await sendCode(request, member, next, 'Not-The-Password-11');
    expectInvalid(wrong, 'password');
    expect((wrong.body.data as { errors: { path: string; message: string }[] }).errors).toContainEqual({
      path: 'password',
      message: '目前的密碼不正確',
    });
    expectInvalid(await call(request, 'POST', '/member/member/v1/email/send', { token: member.token, body: { email: next } }), 'password');
    // Only the right password sends, so the first code the new address gets is that one.
    expect((await sendCode(request, member, next)).body.code).toBe('00000');
    await waitForMail(request, next);
    expect(await mailTo(request, next)).toHaveLength(1);
  });

  test('wrong current passwords count like failed logins: their address waits, for logins too, and the owner goes on elsewhere', async ({
    request,
  }) => {
    const member = await newMember(request);
    const thief = someIp();
    // Log-in failures and these share the count of the account and address: 5 are free.
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await call(request, 'POST', '/login/v1', { body: { account: member.email, password: `Wrong-Guess-${i}` }, ip: thief })).body.code,
      ).toBe('L00002');
    }
    expectInvalid(await sendCode(request, member, uniqueEmail('guess'), 'Wrong-Guess-x', thief), 'password');
    const refused = await sendCode(request, member, uniqueEmail('guess'), member.password, thief);
    expect(refused.body.code).toBe('L00003');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password }, ip: thief })).body.code,
    ).toBe('L00003');
    expect((await sendCode(request, member, uniqueEmail('owner'), member.password, someIp())).body.code).toBe('00000');
  });

  test('a taken address answers the same and gets a notice, never a code', async ({ request }) => {
    const member = await newMember(request);
    const send = await sendCode(request, member, DEMO.enterprise);
    expect(send.body.code).toBe('00000');
    expect((await sendCode(request, member, uniqueEmail('soon'))).body.code).toBe('C00002');
    expectInvalid(await sendCode(request, member, member.email), 'email');
    expectInvalid(await sendCode(request, member, '<script>'), 'email');
    expectInvalid(
      await call(request, 'GET', `/member/member/v1/email/valid?email=${DEMO.enterprise}&code=12`, { token: member.token }),
      'code',
    );
  });
});

test.describe('POST /member/member/v1/email/undo', () => {
  test('the link mailed to the old address takes the account back: every session, reset token and the password end, once', async ({
    request,
  }) => {
    const member = await newMember(request);
    const next = uniqueEmail('hijacked');
    const token = await moveTo(request, member, next);
    // Whoever moved the account holds a reset token for the new address too.
    const forget = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${next}`);
    const resetCode = codeIn(await waitForMail(request, next, 2));
    const { resetToken } = (
      await call<{ resetToken: string }>(request, 'GET', `/login/v1/forget?tempUuid=${forget.body.data.tempUuid}&code=${resetCode}`)
    ).body.data;

    const undone = await undo(request, token);
    expect(undone.body.code).toBe('00000');
    expect(undone.body.data).toEqual({ restored: true });
    expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.code).toBe('A00005');
    expect(
      (await send(request, { call: 'PUT /login/v1/reset', body: { resetToken, newPassword: 'Taken-Back-Harbor-31' } })).body.code,
    ).toBe('C00001');
    expect((await call(request, 'POST', '/login/v1', { body: { account: next, password: member.password } })).body.code).toBe('L00002');
    expect((await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password } })).body.code).toBe(
      'L00002',
    );
    expect((await undo(request, token)).body.code).toBe('C00001');

    // The owner sets a new password through forgot-password at the old address.
    const again = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${member.email}`);
    const code = codeIn(await waitForMail(request, member.email, 3));
    const reset = (await call<{ resetToken: string }>(request, 'GET', `/login/v1/forget?tempUuid=${again.body.data.tempUuid}&code=${code}`))
      .body.data;
    expect(
      (await send(request, { call: 'PUT /login/v1/reset', body: { resetToken: reset.resetToken, newPassword: 'Taken-Back-Harbor-31' } }))
        .body.code,
    ).toBe('00000');
    await login(request, member.email, 'Taken-Back-Harbor-31');
  });

  test('two-factor sign-in turned on by whoever made the change goes with the undo; the owner logs in with the password alone', async ({
    request,
  }) => {
    const member = await newMember(request);
    await turnOnTwoFactor(request, member.token, member.password);
    const token = await moveTo(request, member, uniqueEmail('hijacked'));
    expect((await undo(request, token)).body.code).toBe('00000');

    const again = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${member.email}`);
    const code = codeIn(await waitForMail(request, member.email, 3));
    const reset = (await call<{ resetToken: string }>(request, 'GET', `/login/v1/forget?tempUuid=${again.body.data.tempUuid}&code=${code}`))
      .body.data;
    expect(
      (await send(request, { call: 'PUT /login/v1/reset', body: { resetToken: reset.resetToken, newPassword: 'Taken-Back-Harbor-32' } }))
        .body.code,
    ).toBe('00000');
    expect(
      (await call(request, 'POST', '/login/v1', { body: { account: member.email, password: 'Taken-Back-Harbor-32' } })).body.code,
    ).toBe('L00001');
  });

  test('undoing a change also ends the links of the changes made after it', async ({ request }) => {
    const member = await newMember(request);
    const first = uniqueEmail('first');
    const undoFirst = await moveTo(request, member, first);
    const undoSecond = await moveTo(request, { ...member, email: first }, uniqueEmail('second'));
    expect((await undo(request, undoFirst)).body.data).toEqual({ restored: true });
    expect((await undo(request, undoSecond)).body.code).toBe('C00001');
    const forget = await call<{ tempUuid: string }>(request, 'GET', `/login/v1/forget?email=${member.email}`);
    expect(forget.body.code).toBe('00000');
    expect(codeIn(await waitForMail(request, member.email, 3))).toMatch(/^\d{6}$/);
  });

  test('when another member holds the old address now it says so and still ends every session', async ({ request }) => {
    const member = await newMember(request);
    const token = await moveTo(request, member, uniqueEmail('away'));
    const other = await newMember(request);
    // The old address's owner moves another account there (the code goes to that inbox).
    await moveTo(request, other, member.email, { old: 1, next: 2 });
    const undone = await undo(request, token);
    expect(undone.body.code).toBe('00000');
    expect(undone.body.data).toEqual({ restored: false });
    expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.code).toBe('A00005');
    expect((await send(request, { call: 'GET /member/member/v1', token: other.token })).body.data.email).toBe(member.email);
  });

  test('a malformed token is V00001, an unknown one C00001', async ({ request }) => {
    expectInvalid(await undo(request, 'short'), 'token');
    expectInvalid(await call(request, 'POST', '/member/member/v1/email/undo', { body: {} }), 'token');
    expect((await undo(request, 'A'.repeat(43))).body.code).toBe('C00001');
  });
});
