import { expect, test } from '@playwright/test';
import { call, DEMO, expectInvalid, individualBody, login, mailTo, newMember, uniqueEmail, send } from './support';

// Regressions of what `npm run fuzz:api` found (docs/reliability.md, Fuzzing).

test.describe('POST /member/member/v1/register and every call with a body', () => {
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
    test(`a JSON body sent as ${type.split(';')[0]} is V00001 and changes nothing`, async ({ request }) => {
      const email = uniqueEmail('ctype');
      const answer = await call(request, 'POST', '/member/member/v1/register', {
        body: individualBody(email),
        headers: { 'Content-Type': type },
      });
      expectInvalid(answer, '');
      expect(await mailTo(request, email)).toEqual([]);
    });
  }

  test('PUT /member/member/v1 without a Content-Type is V00001 and the profile stays', async ({ request }) => {
    const token = await login(request, DEMO.individual);
    const before = await send(request, { call: 'GET /member/member/v1', token });
    const response = await request.put('/api/member/member/v1', {
      headers: { 'cv-web-token': token },
      data: Buffer.from(JSON.stringify({ name: '改名測試' })),
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).code).toBe('V00001');
    expect((await send(request, { call: 'GET /member/member/v1', token })).body.data).toEqual(before.body.data);
  });

  test('application/json with a charset is still read', async ({ request }) => {
    const answer = await call(request, 'POST', '/login/v1', {
      body: { account: DEMO.individual, password: DEMO.password },
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(answer.body.code).toBe('L00001');
  });
});

test('a method a path does not serve is N00404 whatever its query or body', async ({ request }) => {
  const del = await request.delete('/api/address/address/v1?cityId=01&junk=%00');
  expect(del.status()).toBe(404);
  expect((await del.json()).code).toBe('N00404');
  const post = await call(request, 'POST', '/login/v1/forget?email=a@example.com', { raw: '{not json' });
  expect(post.status).toBe(404);
  expect(post.body.code).toBe('N00404');
});

test.describe('half a surrogate pair', () => {
  test('PUT /member/member/v1 refuses a lone surrogate in a name with V00001 and keeps the old name', async ({ request }) => {
    const { token } = await newMember(request, 'enterprise');
    const before = await send(request, { call: 'GET /member/member/v1', token });
    for (const raw of ['{"contactName":"a\\ud800b"}', '{"contactName":"\\udc00"}', '{"contactTitle":"x\\udbff"}']) {
      expectInvalid(await call(request, 'PUT', '/member/member/v1', { token, raw }));
    }
    const after = await send(request, { call: 'GET /member/member/v1', token });
    expect(after.body.data).toEqual(before.body.data);
  });

  test('a whole pair (an emoji) is still a character like any other', async ({ request }) => {
    const { token } = await newMember(request, 'enterprise');
    const answer = await call<{ contactTitle: string }>(request, 'PUT', '/member/member/v1', { token, body: { contactTitle: '採購 🚚' } });
    expect(answer.body.code).toBe('00000');
    expect(answer.body.data.contactTitle).toBe('採購 🚚');
  });
});

test("a query past Node's 16 KiB request head is V00001 in the envelope, not a bare 431", async ({ request }) => {
  const response = await request.get(`/api/address/address/v1?cityId=${'x'.repeat(20_000)}`);
  expect(response.status()).toBe(422);
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect((await response.json()).code).toBe('V00001');
});
