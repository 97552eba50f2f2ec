import { expect, test } from '@playwright/test';
import type { BodyOf } from '@/lib/api/contract/calls';
import { repaymentTable } from '@/lib/sale/financing';
import { quoteBody } from './quote-support';
import { expectInvalid, expectNotFound, newMember, send, waitForMailAbout } from './support';
import { staffEmail, staffSend, staffToken, taipeiDay } from './staff-support';

// 報價單 (issue 38), the buyer's side: a member asks a point for a quote and gets the estimate at once, every
// line with its basis; the point's dealer is mailed the lead; another member cannot read it.

test('a member gets the estimate at once, line by line with its basis, and the dealer of the point is mailed the lead', async ({
  request,
}) => {
  const member = await newMember(request);
  const body = await quoteBody(request);
  const answer = await send(request, { call: 'POST /order/quote/v1', token: member.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const quote = answer.body.data;
  expect(quote.number).toMatch(/^QT\d{8}-\d{6}$/);
  expect(quote).toMatchObject({
    status: 'requested',
    useLabel: '營業',
    plateDay: body.plateDay,
    point: { slug: 'taoyuan-guanyin', name: '泰嵐汽車 桃園營業所' },
  });

  const [vehicleLine, taxLine, ...feeLines] = quote.costs.lines;
  expect(vehicleLine).toMatchObject({ label: '車價與原廠配備（含營業稅 5%）', amount: quote.price.total });
  // The demo's vehicles have their displacement: the licence tax is counted, from the official table.
  expect(taxLine.label).toMatch(/^使用牌照稅（[\d,]+ c\.c\.）$/);
  expect(taxLine.amount).toBeGreaterThan(0);
  expect(taxLine.basis).toContain('使用牌照稅法第六條附表');
  // The fees headquarters keeps: each set one with its amount, each not set listed without one.
  const fees = (await staffSend(request, await staffToken(request, 'hq'), { call: 'GET /staff/road-fees/v1' })).body.data;
  expect(feeLines.map((line) => [line.label, line.amount])).toEqual(fees.map((fee) => [fee.label, fee.amount]));
  expect(quote.costs.notEstimated).toEqual(fees.filter((fee) => fee.amount === null).map((fee) => fee.label));
  expect(quote.total).toBe(vehicleLine.amount! + taxLine.amount! + fees.reduce((sum, fee) => sum + (fee.amount ?? 0), 0));

  // The monthly payment is the annuity formula's, rounded as the lenders print it.
  const expected = repaymentTable(quote.price.total - 300_000, 0.03, 60);
  expect(quote.financing).toMatchObject({ kind: 'loan', label: '分期付款', downPayment: 300_000, months: 60, annualRatePercent: 3 });
  expect(quote.financing.estimate).toMatchObject({ financed: quote.price.total - 300_000, monthly: expected.monthly });
  expect(quote.financing.estimate!.rows).toHaveLength(60);

  const mail = await waitForMailAbout(request, staffEmail('northSales'), quote.number);
  expect(mail.subject).toContain(`報價請求 ${quote.number}：新報價請求`);
  expect(mail.text).toContain('泰嵐汽車 桃園營業所');

  const listed = (await send(request, { call: 'GET /order/quote/v1', token: member.token })).body.data;
  expect(listed.map((one) => one.number)).toEqual([quote.number]);
  const read = (await send(request, { call: 'GET /order/quote/v1/{uuid}', params: { uuid: quote.uuid }, token: member.token })).body.data;
  expect(read).toEqual(quote);

  const other = await newMember(request);
  expectNotFound(await send(request, { call: 'GET /order/quote/v1/{uuid}', params: { uuid: quote.uuid }, token: other.token }));
  expect((await send(request, { call: 'GET /order/quote/v1', token: other.token })).body.data).toEqual([]);
});

test('refuses a point that does not sell, a plate day in the past, and financing the price does not allow, each on its field', async ({
  request,
}) => {
  const member = await newMember(request);
  const body = await quoteBody(request);
  const post = (changed: Partial<BodyOf<'POST /order/quote/v1'>>) =>
    send(request, { call: 'POST /order/quote/v1', token: member.token, body: { ...body, ...changed } });
  // 中壢服務廠 repairs, it does not sell.
  const repairs = await post({ pointSlug: 'taoyuan-zhongli' });
  expectInvalid(repairs, 'pointSlug');
  expect(JSON.stringify(repairs.body)).toContain('不提供銷售服務');
  expectInvalid(await post({ plateDay: taipeiDay(-1) }), 'plateDay');
  expectInvalid(await post({ plateDay: taipeiDay(400) }), 'plateDay');
  expectInvalid(
    await post({ financing: { kind: 'loan', downPayment: 99_000_000, months: 60, annualRatePercent: 3 } }),
    'financing.downPayment',
  );
  expectInvalid(await post({ financing: { kind: 'loan', downPayment: 0, months: 6, annualRatePercent: 3 } }), 'financing.months');
  expectInvalid(
    await post({ financing: { kind: 'lease', months: 36, annualRatePercent: 3.333, residual: 0 } }),
    'financing.annualRatePercent',
  );
  expect((await send(request, { call: 'GET /order/quote/v1', token: member.token })).body.data).toEqual([]);
});
