import { expect, test } from '@playwright/test';
import type { BodyOf } from '@/lib/api/contract/calls';
import { MAX_UNCONFIRMED_QUOTES } from '@/lib/constants';
import { quoteBody } from './quote-support';
import { call, CJK, expectInvalid, mailTo, newMember, send, someIp, uniqueEmail, waitForMailAbout } from './support';
import { staffEmail } from './staff-support';

// 索取報價 without an account: the visitor sees the estimate at once; the point's dealer hears of it only once
// the link mailed to the address is opened, and that link works once.

const someMobile = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const tokenIn = (text: string) => /\/quote\/confirm#([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

async function visitorBody(request: Parameters<typeof quoteBody>[0], email = uniqueEmail('visitor.quote')) {
  return { ...(await quoteBody(request)), name: '林訪客', mobile: someMobile(), email } satisfies BodyOf<'POST /order/quote/v1/visitor'>;
}
const ask = (request: Parameters<typeof quoteBody>[0], body: BodyOf<'POST /order/quote/v1/visitor'>, ip = someIp()) =>
  send(request, { call: 'POST /order/quote/v1/visitor', body, ip });

test('a visitor sees the estimate at once; the dealer is mailed the lead only once the mailed link is opened, and the link works once', async ({
  request,
}) => {
  const body = await visitorBody(request);
  const answer = await ask(request, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const quote = answer.body.data;
  expect(quote).toMatchObject({ status: 'unconfirmed', statusLabel: '待確認（請點信中連結）', point: { slug: 'taoyuan-guanyin' } });
  expect(quote.costs.lines.length).toBeGreaterThan(1);
  expect(quote.financing.estimate?.monthly).toBeGreaterThan(0);

  const mail = await waitForMailAbout(request, body.email, `請確認報價請求 ${quote.number}`);
  // The estimate's summary, and nothing the visitor typed (the address is not yet known to be theirs).
  expect(mail.text).toContain('泰嵐汽車 桃園營業所');
  expect(mail.text).toContain('分期付款');
  expect(mail.text).not.toContain(body.name);
  const token = tokenIn(mail.text);
  expect(token).not.toBe('');
  // Mailed in the same transaction as the visitor's mail, a lead would have gone out by now: none did.
  expect((await mailTo(request, staffEmail('northSales'))).filter((one) => one.subject.includes(quote.number))).toEqual([]);

  const confirmed = await send(request, { call: 'POST /order/quote/v1/confirm', body: { token } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect(confirmed.body.data).toMatchObject({ number: quote.number, status: 'requested', total: quote.total });
  const lead = await waitForMailAbout(request, staffEmail('northSales'), `報價請求 ${quote.number}`);
  expect(lead.text).toContain(`訪客：${body.name}（手機 ${body.mobile}，${body.email}）`);

  const again = await send(request, { call: 'POST /order/quote/v1/confirm', body: { token } });
  expect(again.status).toBe(422);
  expect(again.body.code).toBe('Q00001');
  expect(again.body.message).toContain('已使用過');
  expectInvalid(await call(request, 'POST', '/order/quote/v1/confirm', { body: { token: 'short' } }), 'token');
});

test("refuses a visitor's bad contact and bad choices in Chinese, each on its field, and mails nothing", async ({ request }) => {
  const body = await visitorBody(request);
  const bad = await ask(request, { ...body, name: ' ', mobile: '0212345678', email: 'not-an-address' });
  expectInvalid(bad, 'name', 'mobile', 'email');
  expect(JSON.stringify(bad.body.data)).toContain('手機號碼格式不正確');
  expectInvalid(await ask(request, { ...body, pointSlug: 'taoyuan-zhongli' }), 'pointSlug');
  expect(await mailTo(request, body.email)).toEqual([]);
});

test('a member already holding the address gets the request when its link is opened', async ({ request }) => {
  const member = await newMember(request);
  const body = await visitorBody(request, member.email);
  const quote = (await ask(request, body)).body.data;
  expect((await send(request, { call: 'GET /order/quote/v1', token: member.token })).body.data).toEqual([]);
  const mail = await waitForMailAbout(request, member.email, `請確認報價請求 ${quote.number}`);
  await send(request, { call: 'POST /order/quote/v1/confirm', body: { token: tokenIn(mail.text) } });
  const mine = (await send(request, { call: 'GET /order/quote/v1', token: member.token })).body.data;
  expect(mine.map((one) => [one.number, one.status])).toEqual([[quote.number, 'requested']]);
});

test(`holds at most ${MAX_UNCONFIRMED_QUOTES} requests waiting for their link per e-mail, and throttles per address and mobile`, async ({
  request,
}) => {
  const body = await visitorBody(request);
  for (let i = 0; i < MAX_UNCONFIRMED_QUOTES; i += 1) expect((await ask(request, { ...body, mobile: someMobile() })).status).toBe(201);
  const waiting = await ask(request, { ...body, mobile: someMobile() });
  expect(waiting.status).toBe(409);
  expect(waiting.body.code).toBe('Q00002');
  expect(waiting.body.message).toMatch(CJK);

  // Per mobile number: five an hour, whatever the address, refused or not.
  const mobile = someMobile();
  for (let i = 0; i < 5; i += 1)
    expectInvalid(await ask(request, { ...body, email: uniqueEmail('m'), mobile, plateDay: '2020-01-01' }), 'plateDay');
  const byMobile = await ask(request, { ...body, email: uniqueEmail('m'), mobile });
  expect(byMobile.status).toBe(429);
  expect(byMobile.body.code).toBe('R00429');
  expect(byMobile.headers['retry-after']).toBeDefined();

  // Per client address: ten an hour.
  const ip = someIp();
  for (let i = 0; i < 10; i += 1)
    expectInvalid(await ask(request, { ...body, email: uniqueEmail('ip'), mobile: someMobile(), plateDay: '2020-01-01' }, ip), 'plateDay');
  const byAddress = await ask(request, { ...body, email: uniqueEmail('ip'), mobile: someMobile() }, ip);
  expect(byAddress.body.code).toBe('R00429');
});
