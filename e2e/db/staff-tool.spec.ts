import type { ContractDetail, ContractSummary, Delivery, PreorderDetail } from '@/lib/sale/purchases';
import { expect, test } from '../fixtures';
import { call, newMember, send } from '../api/support';
import { passwordStep, turnOnTwoFactor } from '../api/two-factor-support';
import { memberWithPreorder, staff } from './staff';

// `npm run staff` beside the running portal, on the same PostgreSQL server (the embedded PGlite
// belongs to the server process, so these run in `npm run test:api:postgres`).
test.skip(!process.env.DATABASE_URL, 'the embedded database belongs to the server process');
// Each step starts the tool as its own process (a second or more on a busy machine), and the first
// test takes a dozen steps: 30 s ran out once in a loaded CI run.
test.describe.configure({ timeout: 120_000 });

test('a pre-order is contacted, converted once, signed once the member waived the review period, delivered step by step and paid; the member sees each change', async ({
  request,
}) => {
  const { member, preorder } = await memberWithPreorder(request);
  const mine = <T>(path: string) => call<T>(request, 'GET', path, { token: member.token }).then((answer) => answer.body.data);

  expect(await staff('contact', preorder.number)).toMatchObject({ code: 0 });
  expect((await mine<PreorderDetail>(`/order/order/v1/${preorder.uuid}`)).status).toBe('contacting');

  const converted = await staff('convert', preorder.number);
  expect(converted.code).toBe(0);
  const contractNumber = /CT\d{8}-\d{6}/.exec(converted.out)![0];
  const again = await staff('convert', preorder.number);
  expect(again).toMatchObject({ code: 1, out: expect.stringContaining('不能轉為合約') });
  expect(await staff('cancel', preorder.number, '會員改買其他車型')).toMatchObject({ code: 1, out: expect.stringContaining('不能取消') });

  const [summary] = await mine<ContractSummary[]>('/order/contract/v1');
  expect(summary).toMatchObject({ number: contractNumber, status: 'reviewing', preorderUuid: preorder.uuid, paymentStatus: 'deposit-due' });
  expect((await mine<ContractSummary[]>('/order/contract/v1')).length).toBe(1);
  const contract = await mine<ContractDetail>(`/order/contract/v1/${summary.uuid}`);
  expect(contract.buyer).toMatchObject({ name: '張測試', idNumber: 'F13****093', email: member.email });
  expect(contract.buyer.address).toBe('臺北市中正區忠孝西路一段 1 號');
  expect(contract.dealer.name).toBe('泰嵐汽車 桃園營業所');
  expect((await mine<PreorderDetail>(`/order/order/v1/${preorder.uuid}`)).status).toBe('contracted');

  // Within the review period nothing moves and nothing is done, 合約成立 included; once signed the
  // deposit is paid, 合約成立 is done and the delivery moves.
  const unsigned = await mine<Delivery>(`/order/delivery/v1/${summary.uuid}`);
  expect(unsigned.milestones.map((m) => m.state)).toEqual(unsigned.milestones.map(() => 'planned'));
  expect(summary.currentMilestone).toBeNull();
  expect(await staff('advance', contractNumber)).toMatchObject({ code: 1, out: expect.stringContaining('尚未簽約並收到訂金') });
  // Day 1 of the review period: the signature waits, until the member waives the rest of it.
  expect(await staff('sign', contractNumber)).toMatchObject({ code: 1, out: expect.stringContaining('起才能記錄簽約') });
  const waived = await send(request, {
    call: 'POST /order/contract/v1/{uuid}/waive-review',
    params: { uuid: summary.uuid },
    token: member.token,
    body: { understood: true },
  });
  expect(waived.body.code).toBe('00000');
  expect(await staff('sign', contractNumber)).toMatchObject({ code: 0 });
  const signed = await mine<Delivery>(`/order/delivery/v1/${summary.uuid}`);
  expect(signed.milestones.map((m) => m.state).slice(0, 3)).toEqual(['done', 'current', 'planned']);
  expect((await mine<ContractSummary[]>('/order/contract/v1'))[0].currentMilestone).toBe('排產');
  expect(await staff('sign', contractNumber)).toMatchObject({ code: 1, out: expect.stringContaining('不能記錄簽約') });
  expect((await mine<ContractDetail>(`/order/contract/v1/${summary.uuid}`)).paymentStatus).toBe('deposit-paid');

  const delivery = await mine<Delivery>(`/order/delivery/v1/${summary.uuid}`);
  // No local parts were ordered, so there is nothing to fit.
  expect(delivery.milestones.map((m) => m.label)).toEqual(['合約成立', '排產', '生產完成', '到港／出廠', '領牌', '交車']);
  const statusAfter: Record<string, string> = {
    排產: 'in-production',
    生產完成: 'in-production',
    '到港／出廠': 'delivering',
    領牌: 'delivering',
    交車: 'delivered',
  };
  for (const label of delivery.milestones.slice(1).map((m) => m.label)) {
    expect(await staff('advance', contractNumber)).toMatchObject({ code: 0, out: expect.stringContaining(`「${label}」完成`) });
    const now = await mine<Delivery>(`/order/delivery/v1/${summary.uuid}`);
    expect(now.milestones.find((m) => m.label === label)!.state).toBe('done');
    expect((await mine<ContractSummary[]>('/order/contract/v1'))[0].status).toBe(statusAfter[label]);
  }
  expect(await staff('advance', contractNumber)).toMatchObject({ code: 1, out: expect.stringContaining('已經交車') });
  // 交車 pays nothing: the balance is paid when it is recorded.
  const delivered = await mine<ContractDetail>(`/order/contract/v1/${summary.uuid}`);
  expect(delivered).toMatchObject({
    status: 'delivered',
    paymentStatus: 'deposit-paid',
    currentMilestone: null,
    paid: delivered.price.deposit,
  });
  expect(await staff('pay', contractNumber)).toMatchObject({ code: 0 });
  expect(await mine<ContractDetail>(`/order/contract/v1/${summary.uuid}`)).toMatchObject({
    paymentStatus: 'paid',
    paid: delivered.price.total,
  });
});

test('two staff converting one pre-order at once make one contract', async ({ request }) => {
  const { member, preorder } = await memberWithPreorder(request, 'enterprise');
  const results = await Promise.all([staff('convert', preorder.number), staff('convert', preorder.number)]);
  expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
  // The second is refused by the rule (the first's row lock made it wait and see the new status),
  // not by a database error.
  expect(results.find((r) => r.code === 1)!.out).toMatch(/^預購單 PO\d{8}-\d{6} 目前是「已轉合約」，不能轉為合約$/);
  const contracts = (await send(request, { call: 'GET /order/contract/v1', token: member.token })).body.data;
  expect(contracts).toHaveLength(1);
  const contract = (
    await send(request, { call: 'GET /order/contract/v1/{uuid}', params: { uuid: contracts[0].uuid }, token: member.token })
  ).body.data;
  expect(contract.buyer).toMatchObject({ memberType: 'enterprise', companyName: '測試運輸有限公司' });
  expect(contract.buyer.idNumber).toBeUndefined();
});

test('a cancelled pre-order cannot be converted, and unknown numbers and commands are refused', async ({ request }) => {
  const { member, preorder } = await memberWithPreorder(request);
  // The reason is mailed to the member: there is no cancel without one.
  expect(await staff('cancel', preorder.number)).toMatchObject({ code: 1, out: expect.stringContaining('原因') });
  expect(await staff('cancel', preorder.number, '會員改買其他車型')).toMatchObject({ code: 0 });
  expect(
    (await send(request, { call: 'GET /order/order/v1/{uuid}', params: { uuid: preorder.uuid }, token: member.token })).body.data.status,
  ).toBe('cancelled');
  expect(await staff('convert', preorder.number)).toMatchObject({ code: 1, out: expect.stringContaining('已取消') });
  expect(await staff('contact', preorder.number)).toMatchObject({ code: 1 });
  expect(await staff('convert', 'PO20000101-999999')).toMatchObject({ code: 1, out: expect.stringContaining('找不到預購單') });
  expect(await staff('advance', 'CT20000101-999999')).toMatchObject({ code: 1, out: expect.stringContaining('找不到合約') });
  expect((await staff('bogus')).code).toBe(2);
  expect((await send(request, { call: 'GET /order/contract/v1', token: member.token })).body.data).toEqual([]);
});

test('staff end every session of a member, who logs in again; an unknown address is refused', async ({ request }) => {
  const member = await newMember(request);
  const second = await call<{ token: string }>(request, 'POST', '/login/v1', {
    body: { account: member.email, password: member.password },
  });
  const mine = (token: string) => send(request, { call: 'GET /member/member/v1', token }).then((answer) => answer.body.code);
  expect(await mine(second.body.data.token)).toBe('00000');

  expect(await staff('end-sessions', ` ${member.email.toUpperCase()} `)).toMatchObject({
    code: 0,
    out: `會員 ${member.email} 的所有裝置已登出`,
  });
  expect(await mine(member.token)).toBe('A00005');
  expect(await mine(second.body.data.token)).toBe('A00005');
  const again = await call<{ token: string }>(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password } });
  expect(await mine(again.body.data.token)).toBe('00000');

  expect(await staff('end-sessions', 'nobody@example.com')).toMatchObject({ code: 1, out: '找不到電子郵件為 nobody@example.com 的會員' });
});

test('staff turn two-factor off for a member who lost the app and the codes: every session ends, the password alone logs in', async ({
  request,
}) => {
  const member = await newMember(request);
  await turnOnTwoFactor(request, member.token, member.password);
  await passwordStep(request, member.email, member.password);

  expect(await staff('two-factor-off', member.email)).toMatchObject({
    code: 0,
    out: `會員 ${member.email} 的兩步驟驗證已停用，所有裝置已登出`,
  });
  expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.code).toBe('A00005');
  expect((await call(request, 'POST', '/login/v1', { body: { account: member.email, password: member.password } })).body.code).toBe(
    'L00001',
  );
  expect(await staff('two-factor-off', member.email)).toMatchObject({ code: 1, out: `會員 ${member.email} 未啟用兩步驟驗證` });
});
