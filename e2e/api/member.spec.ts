import { expect, test } from '@playwright/test';
import { call, codeIn, DEMO, expectInvalid, login, newMember, uniqueEmail, waitForMail } from './support';

test.describe('GET /member/member/v1', () => {
  test('shows the member with the ID number masked', async ({ request }) => {
    const me = await call<Record<string, string>>(request, 'GET', '/member/member/v1', { token: await login(request, DEMO.individual) });
    expect(me.body.code).toBe('00000');
    expect(me.body.data).toMatchObject({ name: '王小明', memberType: 'individual', idNumber: 'A12****789', cityId: '01', townId: '0101', zip: '100' });
  });
});

test.describe('PUT /member/member/v1', () => {
  test('edits name, mobile and address; the zip follows the town', async ({ request }) => {
    const member = await newMember(request);
    const edit = await call<Record<string, string>>(request, 'PUT', '/member/member/v1', {
      token: member.token,
      body: { name: '張新名', mobile: '0900111222', cityId: '09', townId: '0901', address: '自由路 2 號' },
    });
    expect(edit.body.code).toBe('00000');
    expect(edit.body.data).toMatchObject({ name: '張新名', mobile: '0900111222', cityId: '09', zip: '400', address: '自由路 2 號' });
  });

  test('refuses what a member may not edit and keeps the record as it was', async ({ request }) => {
    const member = await newMember(request);
    const before = (await call(request, 'GET', '/member/member/v1', { token: member.token })).body.data;
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, body: { companyName: '不該有' } }), 'companyName');
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, body: { idNumber: 'A123456789' } }), 'idNumber');
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, body: { email: 'x@example.com' } }), 'email');
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, body: { cityId: '09' } }), 'townId', 'address');
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, body: { cityId: '09', townId: '0101', address: 'x' } }), 'townId');
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, body: { name: "'; drop table members; --".repeat(3) } }), 'name');
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, body: { mobile: 912345678 } }), 'mobile');
    expectInvalid(await call(request, 'PUT', '/member/member/v1', { token: member.token, raw: '{"name":' }));
    expect((await call(request, 'GET', '/member/member/v1', { token: member.token })).body.data).toEqual(before);
  });

  test('an enterprise edits its contact person, who becomes its display name', async ({ request }) => {
    const member = await newMember(request, 'enterprise');
    const edit = await call<Record<string, string>>(request, 'PUT', '/member/member/v1', {
      token: member.token,
      body: { contactName: '周經理', contactTitle: '總務', phone: '07-1234567' },
    });
    expect(edit.body.data).toMatchObject({ contactName: '周經理', name: '周經理', contactTitle: '總務', phone: '07-1234567' });
  });
});

test.describe('GET /member/member/v1/email/send and /email/valid', () => {
  test('moves the account to a new address with the code mailed there; the old address is told', async ({ request }) => {
    const member = await newMember(request);
    const next = uniqueEmail('moved');
    const send = await call(request, 'GET', `/member/member/v1/email/send?email=${encodeURIComponent(next)}`, { token: member.token });
    expect(send.body.code).toBe('00000');
    const code = codeIn(await waitForMail(request, next));
    expect((await call(request, 'GET', `/member/member/v1/email/valid?email=${next}&code=${code === '000000' ? '111111' : '000000'}`, { token: member.token })).body.code).toBe('C00001');
    const valid = await call<{ email: string }>(request, 'GET', `/member/member/v1/email/valid?email=${next}&code=${code}`, { token: member.token });
    expect(valid.body.code).toBe('00000');
    expect(valid.body.data.email).toBe(next);
    expect((await waitForMail(request, member.email, 2)).text).toContain(next);
    await login(request, next, member.password);
  });

  test('a taken address answers the same and gets a notice, never a code', async ({ request }) => {
    const member = await newMember(request);
    const send = await call(request, 'GET', `/member/member/v1/email/send?email=${DEMO.enterprise}`, { token: member.token });
    expect(send.body.code).toBe('00000');
    expect((await call(request, 'GET', `/member/member/v1/email/send?email=${uniqueEmail('soon')}`, { token: member.token })).body.code).toBe('C00002');
    expectInvalid(await call(request, 'GET', `/member/member/v1/email/send?email=${member.email}`, { token: member.token }), 'email');
    expectInvalid(await call(request, 'GET', '/member/member/v1/email/send?email=<script>', { token: member.token }), 'email');
    expectInvalid(await call(request, 'GET', `/member/member/v1/email/valid?email=${DEMO.enterprise}&code=12`, { token: member.token }), 'code');
  });
});
