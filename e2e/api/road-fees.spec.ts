import { expect, test } from '@playwright/test';
import { expectInvalid, expectNotFound, newMember, send } from './support';
import { staffCall, staffSend, staffToken } from './staff-support';
import { quoteBody } from './quote-support';

// Headquarters keeps the fees the quote's estimate adds (issue 38): only 總公司業務 and 管理員, under the
// version read, audited; a new quote adds the amount, a quote already made keeps what it was made with.

test('headquarters sets a fee; new quotes add it with its basis, a quote already made keeps its own', async ({ request }) => {
  const marketing = await staffToken(request, 'marketing');
  expectNotFound(await staffSend(request, marketing, { call: 'GET /staff/road-fees/v1' }));
  const hq = await staffToken(request, 'hq');
  const fees = (await staffSend(request, hq, { call: 'GET /staff/road-fees/v1' })).body.data;
  const registration = fees.find((fee) => fee.kind === 'registration')!;

  const member = await newMember(request);
  const body = await quoteBody(request);
  const before = (await send(request, { call: 'POST /order/quote/v1', token: member.token, body })).body.data;

  const amount = (registration.amount ?? 1_000) + 150;
  const basis = `公路監理規費（e2e ${Date.now().toString(36)}）`;
  expectInvalid(
    await staffSend(request, hq, {
      call: 'PUT /staff/road-fees/v1/{kind}',
      params: { kind: 'registration' },
      body: { amount: -1, basis, version: registration.version },
    }),
    'amount',
  );
  const saved = await staffSend(request, hq, {
    call: 'PUT /staff/road-fees/v1/{kind}',
    params: { kind: 'registration' },
    body: { amount, basis, version: registration.version },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.data.find((fee) => fee.kind === 'registration')).toMatchObject({ amount, basis, version: registration.version + 1 });
  const stale = await staffSend(request, hq, {
    call: 'PUT /staff/road-fees/v1/{kind}',
    params: { kind: 'registration' },
    body: { amount: amount + 1, basis, version: registration.version },
  });
  expect(stale.body.code).toBe('S00409');

  const after = (await send(request, { call: 'POST /order/quote/v1', token: member.token, body })).body.data;
  const line = after.costs.lines.find((one) => one.label === registration.label)!;
  expect(line).toEqual({ label: registration.label, amount, basis: `${basis}，每輛 ${amount.toLocaleString('en-US')} 元` });
  expect(after.costs.notEstimated).not.toContain(registration.label);
  const kept = (await send(request, { call: 'GET /order/quote/v1/{uuid}', params: { uuid: before.uuid }, token: member.token })).body.data;
  expect(kept.costs).toEqual(before.costs);

  const audit = await staffCall<{ items: { action: string; afterText: string }[] }>(
    request,
    await staffToken(request, 'admin'),
    'GET',
    `/staff/audit/v1?record=${encodeURIComponent(registration.label)}`,
  );
  expect(audit.body.data.items.some((entry) => entry.action === 'road-fee.update' && entry.afterText.includes(basis))).toBe(true);
});
