import { expect, test, type APIRequestContext } from '@playwright/test';
import { call, expectInvalid, expectNotFound, newMember, someIp, send } from './support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function logInFrom(request: APIRequestContext, account: string, password: string, userAgent: string, ip: string) {
  const answer = await call<{ token: string }>(request, 'POST', '/login/v1', {
    body: { account, password },
    ip,
    headers: { 'User-Agent': userAgent },
  });
  expect(answer.body.code).toBe('L00001');
  return answer.body.data.token;
}
const sessionsOf = async (request: APIRequestContext, token: string) =>
  (await send(request, { call: 'GET /member/session/v1', token })).body.data;
const works = async (request: APIRequestContext, token: string) =>
  (await send(request, { call: 'GET /member/member/v1', token })).body.code;

test.describe('the sessions a member sees and ends', () => {
  test('lists each device with browser, system and place, the current one marked', async ({ request }) => {
    const member = await newMember(request);
    const phone = await logInFrom(request, member.email, member.password, IPHONE, '192.168.1.20');
    const desk = await logInFrom(request, member.email, member.password, WINDOWS, '203.0.113.9');
    const list = await sessionsOf(request, phone);
    expect(list).toHaveLength(3);
    const mine = list.find((session) => session.current)!;
    expect(mine).toMatchObject({ browser: 'Safari 17', system: 'iOS 17', place: '內部網路' });
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(list).toContainEqual(expect.objectContaining({ browser: 'Chrome 131', system: 'Windows', place: null, current: false }));
    for (const session of list) expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt) - 1000);
    expect((await sessionsOf(request, desk)).find((session) => session.current)?.browser).toBe('Chrome 131');
  });

  test('ends one of its own sessions; another member’s is N00404 and keeps working', async ({ request }) => {
    const member = await newMember(request);
    const other = await newMember(request);
    const second = await logInFrom(request, member.email, member.password, WINDOWS, '10.9.8.7');
    const target = (await sessionsOf(request, member.token)).find((session) => !session.current)!;
    const ended = await send(request, {
      call: 'POST /member/session/v1/{sessionUuid}/end',
      params: { sessionUuid: target.sessionUuid },
      token: member.token,
      body: { password: member.password },
    });
    expect(ended.body.code).toBe('00000');
    expect(await works(request, second)).toBe('A00005');
    expect((await sessionsOf(request, member.token)).map((session) => session.sessionUuid)).not.toContain(target.sessionUuid);

    const othersSession = (await sessionsOf(request, other.token))[0];
    expectNotFound(
      await send(request, {
        call: 'POST /member/session/v1/{sessionUuid}/end',
        params: { sessionUuid: othersSession.sessionUuid },
        token: member.token,
        body: { password: member.password },
      }),
    );
    expect(await works(request, other.token)).toBe('00000');
    expectInvalid(
      await call(request, 'POST', '/member/session/v1/not-a-uuid/end', { token: member.token, body: { password: member.password } }),
      'sessionUuid',
    );
    expect(
      (
        await send(request, {
          call: 'POST /member/session/v1/{sessionUuid}/end',
          params: { sessionUuid: target.sessionUuid },
          body: { password: member.password },
        })
      ).body.code,
    ).toBe('A00001');
  });

  test('ends every other session and keeps this one', async ({ request }) => {
    const member = await newMember(request);
    const others = [
      await logInFrom(request, member.email, member.password, IPHONE, '10.0.0.2'),
      await logInFrom(request, member.email, member.password, WINDOWS, '10.0.0.3'),
    ];
    const ended = await send(request, {
      call: 'POST /member/session/v1/end-others',
      token: member.token,
      body: { password: member.password },
    });
    expect(ended.body).toMatchObject({ code: '00000', data: { ended: 2 } });
    for (const token of others) expect(await works(request, token)).toBe('A00005');
    expect(await works(request, member.token)).toBe('00000');
    expect(await sessionsOf(request, member.token)).toEqual([expect.objectContaining({ current: true })]);
  });

  test('ending sessions asks for the password again (ASVS 7.5.2): without it or with a wrong one nothing ends', async ({ request }) => {
    const member = await newMember(request);
    const second = await logInFrom(request, member.email, member.password, WINDOWS, '10.2.0.1');
    const target = (await sessionsOf(request, member.token)).find((session) => !session.current)!;
    const one = `/member/session/v1/${target.sessionUuid}/end`;
    expectInvalid(await call(request, 'POST', one, { token: member.token, body: {} }), 'password');
    expect((await call(request, 'POST', one, { token: member.token })).body.code).toBe('V00001');
    expectInvalid(
      await send(request, { call: 'POST /member/session/v1/end-others', token: member.token, body: { password: '' } }),
      'password',
    );
    const wrong = await call(request, 'POST', one, { token: member.token, body: { password: 'not-my-password' } });
    expectInvalid(wrong, 'password');
    expect(wrong.body.data).toEqual({ errors: [{ path: 'password', message: '目前的密碼不正確' }] });
    expectInvalid(
      await send(request, { call: 'POST /member/session/v1/end-others', token: member.token, body: { password: 'not-my-password' } }),
      'password',
    );
    // The calls of before, without the password, are gone.
    expect((await call(request, 'DELETE', '/member/session/v1', { token: member.token })).body.code).toBe('N00404');
    expect((await call(request, 'DELETE', `/member/session/v1/${target.sessionUuid}`, { token: member.token })).body.code).toBe('N00404');
    expect(await works(request, second)).toBe('00000');
    expect(await sessionsOf(request, member.token)).toHaveLength(2);
  });

  test('a wrong password to end sessions counts like a failed login: that address waits, even with the right one, and the owner goes on elsewhere', async ({
    request,
  }) => {
    const member = await newMember(request);
    const second = await logInFrom(request, member.email, member.password, WINDOWS, '10.3.0.1');
    const thief = someIp();
    const endOthers = (password: string, ip: string) =>
      send(request, { call: 'POST /member/session/v1/end-others', token: member.token, body: { password }, ip });
    for (let i = 0; i < 5; i += 1) expectInvalid(await endOthers(`wrong-guess-${i}`, thief), 'password');
    const refused = await endOthers(member.password, thief);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('L00003');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password }, ip: thief })).body.code,
    ).toBe('L00003');
    expect(await works(request, second)).toBe('00000');

    expect((await endOthers(member.password, someIp())).body.code).toBe('00000');
    expect(await works(request, second)).toBe('A00005');
  });

  test('an account holds at most 10 sessions: the 11th login ends the least recently used', async ({ request }) => {
    test.setTimeout(120_000);
    const member = await newMember(request);
    const tokens = [member.token];
    for (let i = 0; i < 10; i += 1) tokens.push(await logInFrom(request, member.email, member.password, WINDOWS, `10.1.0.${i + 1}`));
    expect(await works(request, tokens[0])).toBe('A00005');
    for (const token of tokens.slice(1)) expect(await works(request, token)).toBe('00000');
    expect(await sessionsOf(request, tokens[10])).toHaveLength(10);
  });
});
