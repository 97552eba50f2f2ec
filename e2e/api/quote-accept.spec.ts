import { expect, test, type APIRequestContext } from '@playwright/test';
import { quoteBody } from './quote-support';
import { expectNotFound, newMember, plainPreorder, send } from './support';
import { staffSend, staffToken, taipeiDay, type DemoStaff } from './staff-support';

// 接受報價 (issue 38): the member accepts an issued version of their quote before it expires, and the pre-order
// is made at the quoted price (the listed price less the dealer's discount) naming the quote; a version a newer
// one replaced, one still waiting for the manager, or another member's quote cannot be accepted.

/** A new member's quote request at 桃園營業所, and the agreement version a pre-order must name. */
async function requested(request: APIRequestContext) {
  const member = await newMember(request);
  const body = await quoteBody(request);
  const answer = await send(request, { call: 'POST /order/quote/v1', token: member.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const family = (await send(request, { call: 'GET /vehicle/family/v1/{id}', params: { id: body.vehicleFamilyUuid } })).body.data;
  return { member, quote: answer.body.data, agreementVersion: plainPreorder(family).agreementVersion };
}

async function issue(request: APIRequestContext, who: DemoStaff, number: string, discount: number) {
  const token = await staffToken(request, who);
  const record = (await staffSend(request, token, { call: 'GET /staff/quotes/v1/{number}', params: { number } })).body.data;
  const answer = await staffSend(request, token, {
    call: 'POST /staff/quotes/v1/{number}/versions',
    params: { number },
    body: { version: record.quote.version, discount, validUntil: taipeiDay(7), note: '' },
  });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('00000');
}

const accept = (request: APIRequestContext, token: string, uuid: string, version: number, agreementVersion: string) =>
  send(request, {
    call: 'POST /order/quote/v1/{uuid}/accept',
    params: { uuid },
    token,
    body: { version, acceptAgreement: true, agreementVersion },
  });

test('the accepted version becomes a pre-order at the quoted price, naming the quote; accepting it again answers the same pre-order', async ({
  request,
}) => {
  const { member, quote, agreementVersion } = await requested(request);
  // Nothing issued yet: nothing to accept.
  expectNotFound(await accept(request, member.token, quote.uuid, 1, agreementVersion));
  await issue(request, 'northSales', quote.number, 0);

  const answer = await accept(request, member.token, quote.uuid, 1, agreementVersion);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const preorder = answer.body.data;
  expect(preorder).toMatchObject({ status: 'submitted', quote: { number: quote.number, version: 1 } });
  const read = (await send(request, { call: 'GET /order/order/v1/{uuid}', params: { uuid: preorder.uuid }, token: member.token })).body
    .data;
  expect(read.quote).toEqual({ number: quote.number, version: 1 });
  expect(read.price.total).toBe(quote.price.total);
  const quoteNow = (await send(request, { call: 'GET /order/quote/v1/{uuid}', params: { uuid: quote.uuid }, token: member.token })).body
    .data;
  expect(quoteNow.status).toBe('accepted');

  const again = await accept(request, member.token, quote.uuid, 1, agreementVersion);
  expect(again.status).toBe(200);
  expect(again.body.data.uuid).toBe(preorder.uuid);
});

test('a version a newer one replaced is refused in words; the newest is accepted', async ({ request }) => {
  const { member, quote, agreementVersion } = await requested(request);
  await issue(request, 'northSales', quote.number, 0);
  await issue(request, 'northSales', quote.number, 0);
  const old = await accept(request, member.token, quote.uuid, 1, agreementVersion);
  expect(old.status).toBe(409);
  expect(old.body).toMatchObject({ code: 'Q00003', message: '經銷商已提出較新的第 2 版報價，第 1 版不能再接受；請檢視最新版本' });
  expect((await accept(request, member.token, quote.uuid, 2, agreementVersion)).status).toBe(201);
});

test("a discount waiting for the manager cannot be accepted; once approved the pre-order carries it; another member's quote is N00404", async ({
  request,
}) => {
  const { member, quote, agreementVersion } = await requested(request);
  // Far above any limit the demo dealer is given.
  await issue(request, 'northSales', quote.number, 300_000);
  expectNotFound(await accept(request, member.token, quote.uuid, 1, agreementVersion));
  const manager = await staffToken(request, 'northManager');
  const current = (await staffSend(request, manager, { call: 'GET /staff/quotes/v1/{number}', params: { number: quote.number } })).body
    .data;
  const approved = await staffSend(request, manager, {
    call: 'POST /staff/quotes/v1/{number}/versions/{version}/approve',
    params: { number: quote.number, version: 1 },
    body: { version: current.quote.version },
  });
  expect(approved.body.code, JSON.stringify(approved.body)).toBe('00000');

  const stranger = await newMember(request);
  expectNotFound(await accept(request, stranger.token, quote.uuid, 1, agreementVersion));
  const answer = await accept(request, member.token, quote.uuid, 1, agreementVersion);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  expect(answer.body.data.price).toMatchObject({ discount: 300_000, total: quote.price.total - 300_000 });
});
