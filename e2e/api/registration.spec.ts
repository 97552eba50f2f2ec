import { expect, test } from '@playwright/test';
import {
  call,
  codeIn,
  DEMO,
  enterpriseBody,
  expectInvalid,
  individualBody,
  login,
  mailTo,
  newMember,
  uniqueEmail,
  waitForMail,
  send,
} from './support';

test.describe('POST /member/member/v1/register', () => {
  test('an individual registers, gets a 6-digit code by mail and activates with it', async ({ request }) => {
    const email = uniqueEmail('person');
    const answer = await call<{ tempUuid: string; registerMail: string }>(request, 'POST', '/member/member/v1/register', {
      body: individualBody(`  ${email.toUpperCase()} `),
    });
    expect(answer.body.code).toBe('00000');
    expect(answer.body.data.registerMail).toBe(email);
    const mail = await waitForMail(request, email);
    expect(mail.subject).toContain('驗證');
    expect(mail.text).toContain(`/verifyemail?tempUuid=${answer.body.data.tempUuid}&code=`);

    const early = await call<{ tempUuid: string }>(request, 'POST', '/login/v1', {
      body: { account: email, password: 'Blue-Truck-Harbor-88' },
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('L00005');
    expect(early.body.data.tempUuid).toBe(answer.body.data.tempUuid);

    const valid = await send(request, {
      call: 'POST /member/member/v1/valid',
      body: { tempUuid: answer.body.data.tempUuid, code: codeIn(mail) },
    });
    expect(valid.body.code).toBe('00000');
    const replay = await send(request, {
      call: 'POST /member/member/v1/valid',
      body: { tempUuid: answer.body.data.tempUuid, code: codeIn(mail) },
    });
    expect(replay.body.code).toBe('C00001');
    const token = await login(request, email, 'Blue-Truck-Harbor-88');
    const me = await send(request, { call: 'GET /member/member/v1', token });
    expect(me.body.data).toMatchObject({
      memberType: 'individual',
      name: '張測試',
      idNumber: 'F13****093',
      zip: '100',
      mobile: '0987654321',
    });
    expect(me.body.data).not.toHaveProperty('passwordHash');
  });

  test('an enterprise registers with its 統一編號 and activates through the mailed link', async ({ request }) => {
    const email = uniqueEmail('company');
    const answer = await call<{ tempUuid: string }>(request, 'POST', '/member/member/v1/register', { body: enterpriseBody(email) });
    expect(answer.body.code).toBe('00000');
    const code = codeIn(await waitForMail(request, email));
    const valid = await call(request, 'GET', `/member/member/v1/valid?tempUuid=${answer.body.data.tempUuid}&code=${code}`);
    expect(valid.body.code).toBe('00000');
    const me = await send(request, { call: 'GET /member/member/v1', token: await login(request, email, 'Blue-Truck-Harbor-88') });
    expect(me.body.data).toMatchObject({
      memberType: 'enterprise',
      companyName: '測試運輸有限公司',
      ubn: '04595257',
      name: '李測試',
      zip: '800',
    });
  });

  test('a taken address gets the same answer, and its owner a notice instead of a code', async ({ request }) => {
    const before = (await mailTo(request, DEMO.enterprise)).length;
    const answer = await call<{ tempUuid: string; registerMail: string }>(request, 'POST', '/member/member/v1/register', {
      body: individualBody(DEMO.enterprise),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('00000');
    expect(Object.keys(answer.body.data).sort()).toEqual(['registerMail', 'tempUuid']);
    const notice = await waitForMail(request, DEMO.enterprise, before + 1);
    expect(notice.text).not.toMatch(/驗證碼：\d{6}/);
    expect(notice.text).toContain('已是會員帳號');
    expect(
      (await send(request, { call: 'POST /member/member/v1/valid', body: { tempUuid: answer.body.data.tempUuid, code: '000000' } })).body
        .code,
    ).toBe('C00001');
    // Logging in with what was registered answers as it would for a free address.
    const probe = await call<{ tempUuid: string }>(request, 'POST', '/login/v1', {
      body: { account: DEMO.enterprise, password: 'Blue-Truck-Harbor-88' },
    });
    expect(probe.body.code).toBe('L00005');
    expect(probe.body.data.tempUuid).toBe(answer.body.data.tempUuid);
    await login(request, DEMO.enterprise);
  });

  test("a newer registration replaces one being verified: a squatter's link and code die, the owner's account activates", async ({
    request,
  }) => {
    const email = uniqueEmail('squatted');
    const squatter = await send(request, {
      call: 'POST /member/member/v1/register',
      body: { ...individualBody(email, 'Squatter-Password-2026'), name: '冒名者' },
    });
    expect(squatter.body.code).toBe('00000');
    const squatterMail = await waitForMail(request, email);
    const owner = await send(request, { call: 'POST /member/member/v1/register', body: individualBody(email) });
    expect(owner.body.code).toBe('00000');
    const ownerMail = await waitForMail(request, email, 2);
    expect(ownerMail.text).toContain(`tempUuid=${owner.body.data.tempUuid}&code=`);

    // The first mail's link (what the owner might click) no longer activates anything.
    const link = /tempUuid=([0-9a-f-]{36})&code=(\d{6})/.exec(squatterMail.text)!;
    expect((await call(request, 'GET', `/member/member/v1/valid?tempUuid=${link[1]}&code=${link[2]}`)).body.code).toBe('C00001');
    expect(
      (
        await send(request, {
          call: 'POST /member/member/v1/valid',
          body: { tempUuid: squatter.body.data.tempUuid, code: codeIn(squatterMail) },
        })
      ).body.code,
    ).toBe('C00001');
    expect((await call(request, 'POST', '/login/v1', { body: { account: email, password: 'Squatter-Password-2026' } })).body.code).toBe(
      'L00002',
    );

    expect(
      (await send(request, { call: 'POST /member/member/v1/valid', body: { tempUuid: owner.body.data.tempUuid, code: codeIn(ownerMail) } }))
        .body.code,
    ).toBe('00000');
    const me = await send(request, { call: 'GET /member/member/v1', token: await login(request, email, 'Blue-Truck-Harbor-88') });
    expect(me.body.data.name).toBe('張測試');
  });

  test("a stranger's registration that replaced the owner's cannot be activated from its link with the owner's password", async ({
    request,
  }) => {
    const email = uniqueEmail('replaced');
    expect(
      (await send(request, { call: 'POST /member/member/v1/register', body: individualBody(email, 'Owner-Harbour-Lights-1') })).body.code,
    ).toBe('00000');
    await waitForMail(request, email);
    const stranger = await send(request, {
      call: 'POST /member/member/v1/register',
      body: { ...individualBody(email, 'Stranger-Password-2026'), name: '冒名者' },
    });
    // The owner opens the newer mail's link (/verifyemail) and types their own password.
    const link = /tempUuid=([0-9a-f-]{36})&code=(\d{6})/.exec((await waitForMail(request, email, 2)).text)!;
    expect(link[1]).toBe(stranger.body.data.tempUuid);
    const refused = await send(request, {
      call: 'POST /member/member/v1/valid',
      body: { tempUuid: link[1], code: link[2], password: 'Owner-Harbour-Lights-1' },
    });
    expectInvalid(refused, 'password');
    expect((await call(request, 'POST', '/login/v1', { body: { account: email, password: 'Stranger-Password-2026' } })).body.code).toBe(
      'L00005',
    );

    // The registrant's own password does activate it, once.
    const body = { tempUuid: link[1], code: link[2], password: 'Stranger-Password-2026' };
    expect((await send(request, { call: 'POST /member/member/v1/valid', body })).body.code).toBe('00000');
    expect((await send(request, { call: 'POST /member/member/v1/valid', body })).body.code).toBe('C00001');
  });

  test('the one who began a registration (same password) can send the form again and go on with the new code', async ({ request }) => {
    const email = uniqueEmail('again');
    const first = await send(request, { call: 'POST /member/member/v1/register', body: individualBody(email) });
    const again = await send(request, { call: 'POST /member/member/v1/register', body: individualBody(email) });
    expect(again.body.code).toBe('00000');
    expect(again.body.data.tempUuid).not.toBe(first.body.data.tempUuid);
    const code = codeIn(await waitForMail(request, email, 2));
    expect(
      (await send(request, { call: 'POST /member/member/v1/valid', body: { tempUuid: again.body.data.tempUuid, code } })).body.code,
    ).toBe('00000');
    await login(request, email, 'Blue-Truck-Harbor-88');
  });

  test('checks 身分證字號, 統一編號, mobile, address and password and keeps nothing', async ({ request }) => {
    const email = uniqueEmail('invalid');
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/register', { body: { ...individualBody(email), idNumber: 'A123456788' } }),
      'idNumber',
    );
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/register', { body: { ...enterpriseBody(email), ubn: '04595258' } }),
      'ubn',
    );
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/register', { body: { ...individualBody(email), mobile: '0212345678' } }),
      'mobile',
    );
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/register', { body: { ...individualBody(email), townId: '1601' } }),
      'townId',
    );
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/register', { body: { ...individualBody(email), password: 'qwertyuiop' } }),
      'password',
    );
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/register', { body: { ...individualBody(email), password: 'short' } }),
      'password',
    );
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/register', { body: { ...individualBody(email), agreeTerms: false } }),
      'agreeTerms',
    );
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/register', { body: { ...individualBody(email), memberType: 'admin' } }),
      'memberType',
    );
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/register', { body: { ...individualBody(email), isAdmin: true } }),
      'isAdmin',
    );
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/register', { body: { ...individualBody(email), name: 'x'.repeat(51) } }),
      'name',
    );
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/register', { body: { ...individualBody(email), address: 12 } }),
      'address',
    );
    expectInvalid(
      await send(request, { call: 'POST /member/member/v1/register', body: { ...individualBody(email), name: '王\u0000小明' } }),
      'name',
    );
    expect(await mailTo(request, email)).toHaveLength(0);
    const login = await call(request, 'POST', '/login/v1', { body: { account: email, password: 'Blue-Truck-Harbor-88' } });
    expect(login.body.code).toBe('L00002');
  });

  test('mail to the unverified address carries nothing the registrant typed', async ({ request }) => {
    const lure = '<a href=https://evil.example>點我</a>';
    const person = uniqueEmail('lure');
    expect(
      (await send(request, { call: 'POST /member/member/v1/register', body: { ...individualBody(person), name: lure } })).body.code,
    ).toBe('00000');
    const company = uniqueEmail('lure.company');
    const enterprise = { ...enterpriseBody(company), companyName: `${lure}運輸`, contactName: lure, contactTitle: lure };
    expect((await call(request, 'POST', '/member/member/v1/register', { body: enterprise })).body.code).toBe('00000');
    // A member's address gets the "address taken" notice: nothing typed in it either.
    const member = await newMember(request);
    expect(
      (await send(request, { call: 'POST /member/member/v1/register', body: { ...individualBody(member.email), name: lure } })).body.code,
    ).toBe('00000');

    for (const mail of [
      await waitForMail(request, person),
      await waitForMail(request, company),
      await waitForMail(request, member.email, 2),
    ]) {
      expect(mail.text).toContain('您好：');
      for (const typed of ['evil.example', '點我', '張測試', '測試運輸']) expect(mail.text).not.toContain(typed);
    }
    // The name is kept as typed, as text, for the member's own pages.
    const tempUuid = /tempUuid=([0-9a-f-]{36})/.exec((await waitForMail(request, person)).text)![1];
    const code = codeIn(await waitForMail(request, person));
    expect((await send(request, { call: 'POST /member/member/v1/valid', body: { tempUuid, code } })).body.code).toBe('00000');
    const me = await send(request, { call: 'GET /member/member/v1', token: await login(request, person, 'Blue-Truck-Harbor-88') });
    expect(me.body.data.name).toBe(lure);
  });

  test("the mailed link leads back to where the registration began, a path on this site; another site's address leads home", async ({
    request,
  }) => {
    const preorderStep = '/vehicleowner/info-family/localCarParts?preorder=1&c=eyJ2IjoiYSJ9';
    const buyer = uniqueEmail('way.back');
    const registered = await send(request, {
      call: 'POST /member/member/v1/register',
      body: { ...individualBody(buyer), returnTo: preorderStep },
    });
    expect(registered.body.code).toBe('00000');
    const link = new URL(/https?:\/\/\S+\/verifyemail\?\S+/.exec((await waitForMail(request, buyer)).text)![0]);
    expect(link.searchParams.get('returnTo')).toBe(preorderStep);

    const lured = uniqueEmail('way.out');
    const away = await send(request, {
      call: 'POST /member/member/v1/register',
      body: { ...individualBody(lured), returnTo: '/.//evil.example/' },
    });
    expect(away.body.code).toBe('00000');
    const mail = await waitForMail(request, lured);
    expect(mail.text).not.toContain('evil.example');
    expect(new URL(/https?:\/\/\S+\/verifyemail\?\S+/.exec(mail.text)![0]).searchParams.has('returnTo')).toBe(false);
  });
});

test.describe('registration codes', () => {
  test('GET /member/member/v1/resend waits 60 s between codes', async ({ request }) => {
    const email = uniqueEmail('resend');
    const answer = await send(request, { call: 'POST /member/member/v1/register', body: individualBody(email) });
    const again = await call(request, 'GET', `/member/member/v1/resend?tempUuid=${answer.body.data.tempUuid}`);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('C00002');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect((await call(request, 'GET', '/member/member/v1/resend?tempUuid=nope')).body.code).toBe('V00001');
    expect((await call(request, 'GET', `/member/member/v1/resend?tempUuid=${crypto.randomUUID()}`)).body.code).toBe('N00404');
  });

  test('POST /member/member/v1/valid allows 5 tries, then C00002 even for the right code', async ({ request }) => {
    const email = uniqueEmail('tries');
    const answer = await send(request, { call: 'POST /member/member/v1/register', body: individualBody(email) });
    const code = codeIn(await waitForMail(request, email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const attempt = await send(request, {
        call: 'POST /member/member/v1/valid',
        body: { tempUuid: answer.body.data.tempUuid, code: wrong },
      });
      expect(attempt.body.code).toBe('C00001');
      expect(attempt.status).toBe(422);
    }
    const locked = await send(request, { call: 'POST /member/member/v1/valid', body: { tempUuid: answer.body.data.tempUuid, code } });
    expect(locked.body.code).toBe('C00002');

    expectInvalid(
      await call(request, 'POST', '/member/member/v1/valid', { body: { tempUuid: answer.body.data.tempUuid, code: '12345' } }),
      'code',
    );
    expectInvalid(
      await call(request, 'POST', '/member/member/v1/valid', { body: { tempUuid: answer.body.data.tempUuid, code: 123456 } }),
      'code',
    );
  });
});
