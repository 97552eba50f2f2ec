import { expect, test } from '@playwright/test';
import { contractPrice } from '@/lib/sale/purchases';
import { call, DEMO, expectInvalid, expectNotFound, login, newMember, send } from './support';

// 購車管理 through the API, on the demo data (README): the individual has a pre-order the dealer is
// calling about and a contract whose truck is being fitted; the enterprise a contract in its review
// period. The dealer's steps themselves are tested with the staff tool (e2e/db/staff-tool.spec.ts).

const newestFirst = (dates: string[]) => [...dates].sort((a, b) => b.localeCompare(a));

test.describe('GET /order/order/v1 and /order/contract/v1 with their details', () => {
  test('the individual: lists newest first, the contract as made, its spec as ordered and its delivery', async ({ request }) => {
    const token = await login(request, DEMO.individual);
    const preorders = (await send(request, { call: 'GET /order/order/v1', token })).body.data;
    expect(preorders.map((p) => p.createdAt)).toEqual(newestFirst(preorders.map((p) => p.createdAt)));
    expect(preorders.map((p) => p.status)).toEqual(['contacting', 'contracted']);
    const [waiting, contracted] = preorders;
    expect(waiting.contractUuid).toBeNull();

    const contracts = (await send(request, { call: 'GET /order/contract/v1', token })).body.data;
    expect(contracts).toHaveLength(1);
    const [summary] = contracts;
    expect(summary).toMatchObject({
      status: 'delivering',
      preorderUuid: contracted.uuid,
      preorderNumber: contracted.number,
      paymentStatus: 'deposit-paid',
      currentMilestone: '加裝（在地配件）',
      total: contracted.total,
    });
    expect(summary.number).toMatch(/^CT\d{8}-\d{6}$/);
    expect(contracted.contractUuid).toBe(summary.uuid);

    const contract = (await send(request, { call: 'GET /order/contract/v1/{uuid}', params: { uuid: summary.uuid }, token })).body.data;
    // The buyer as contracted: the ID number masked, never whole.
    expect(contract.buyer).toMatchObject({ memberType: 'individual', name: '王小明', email: DEMO.individual });
    expect(contract.buyer.idNumber).toMatch(/^[A-Z]\d{2}\*{4}\d{3}$/);
    expect(JSON.stringify(contract)).not.toMatch(/[A-Z][12]\d{8}/);
    expect(contract.buyer.companyName).toBeUndefined();
    // The price: tax inside the total, a deposit of no more than a tenth, the balance the rest.
    const { price } = contract;
    expect(price.total).toBe(summary.total);
    expect(price.vehicle + price.options).toBe(price.total);
    expect(price.tax).toBe(Math.round((price.total * 5) / 105));
    expect(price.net + price.tax).toBe(price.total);
    expect(price.deposit).toBeLessThanOrEqual(price.total * 0.1);
    expect(price.deposit + price.balance).toBe(price.total);
    expect(contract.paid).toBe(price.deposit);
    expect(contract.dealer.name).toContain('營業所');
    expect(contract.dealer.phone).toMatch(/^0\d{1,2}-\d{3,4}-?\d{4}$/);

    // The agreed spec is the pre-order's frozen configuration, priced by the contract rule of lib/sale/purchases.
    const ordered = (await send(request, { call: 'GET /order/order/v1/{uuid}', params: { uuid: contracted.uuid }, token })).body.data;
    expect(price).toEqual(contractPrice(ordered.price));
    expect(contract.unitPrice).toBe(ordered.price.unitPrice);
    expect(contract.configuration).toEqual(ordered.configuration);
    expect(contract.priceLines).toEqual(ordered.price.lines);
    expect(ordered.contractUuid).toBe(summary.uuid);

    const delivery = (await send(request, { call: 'GET /order/delivery/v1/{contractUuid}', params: { contractUuid: summary.uuid }, token }))
      .body.data;
    expect(delivery.contractNumber).toBe(summary.number);
    expect(delivery.milestones.map((m) => m.key)).toEqual([
      'contract',
      'production',
      'built',
      'shipped',
      'fitting',
      'licensing',
      'handover',
    ]);
    expect(delivery.milestones.map((m) => m.state)).toEqual(['done', 'done', 'done', 'done', 'current', 'planned', 'planned']);
    for (const milestone of delivery.milestones) {
      expect(milestone.plannedAt).not.toBeNull();
      expect(Boolean(milestone.doneAt)).toBe(milestone.state === 'done');
    }
    expect(delivery.estimatedAt).toBe(delivery.milestones.at(-1)!.plannedAt);
  });

  test('the enterprise: a contract in its review period, with the company and its 統一編號 as buyer', async ({ request }) => {
    const token = await login(request, DEMO.enterprise);
    const [summary] = (await send(request, { call: 'GET /order/contract/v1', token })).body.data;
    // Nothing is under way before the signature and the deposit.
    expect(summary).toMatchObject({
      status: 'reviewing',
      paymentStatus: 'deposit-due',
      signedAt: null,
      quantity: 3,
      currentMilestone: null,
    });
    const reviewDays = (Date.parse(summary.reviewUntil) - Date.parse(summary.createdAt)) / 86_400_000;
    expect(reviewDays).toBe(5);
    const contract = (await send(request, { call: 'GET /order/contract/v1/{uuid}', params: { uuid: summary.uuid }, token })).body.data;
    expect(contract.buyer).toMatchObject({
      memberType: 'enterprise',
      companyName: '順達物流股份有限公司',
      ubn: '12345675',
      contactName: '陳志明',
    });
    expect(contract.buyer.idNumber).toBeUndefined();
    expect(contract.paid).toBe(0);
    expect(contract.price.quantity).toBe(3);
    const delivery = (await send(request, { call: 'GET /order/delivery/v1/{contractUuid}', params: { contractUuid: summary.uuid }, token }))
      .body.data;
    // Not even 合約成立 before the signature.
    expect(delivery.milestones.map((m) => m.state)).toEqual(delivery.milestones.map(() => 'planned'));
    expect(delivery.milestones.every((m) => m.doneAt === null)).toBe(true);
  });
});

test.describe('ownership', () => {
  test("a new member has nothing, and another member's or an unknown record is N00404", async ({ request }) => {
    const owner = await login(request, DEMO.individual);
    const [preorder] = (await send(request, { call: 'GET /order/order/v1', token: owner })).body.data;
    const [contract] = (await send(request, { call: 'GET /order/contract/v1', token: owner })).body.data;

    const stranger = await newMember(request);
    expect((await send(request, { call: 'GET /order/order/v1', token: stranger.token })).body.data).toEqual([]);
    expect((await send(request, { call: 'GET /order/contract/v1', token: stranger.token })).body.data).toEqual([]);
    for (const path of [`/order/order/v1/${preorder.uuid}`, `/order/contract/v1/${contract.uuid}`, `/order/delivery/v1/${contract.uuid}`]) {
      expectNotFound(await call(request, 'GET', path, { token: stranger.token }));
    }
    const unknown = crypto.randomUUID();
    for (const path of [`/order/order/v1/${unknown}`, `/order/contract/v1/${unknown}`, `/order/delivery/v1/${unknown}`]) {
      expectNotFound(await call(request, 'GET', path, { token: owner }));
    }
    expectInvalid(await call(request, 'GET', '/order/order/v1/not-a-uuid', { token: owner }), 'uuid');
  });

  test('without a login every purchase call is refused', async ({ request }) => {
    for (const path of [
      '/order/order/v1',
      '/order/contract/v1',
      `/order/contract/v1/${crypto.randomUUID()}`,
      `/order/delivery/v1/${crypto.randomUUID()}`,
    ]) {
      const answer = await call(request, 'GET', path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.data, path).toBeNull();
    }
  });
});
