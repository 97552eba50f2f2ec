import { expect, test, type APIRequestContext } from '@playwright/test';
import { quoteBody } from './quote-support';
import { expectInvalid, expectNotFound, newMember, send, waitForMailAbout } from './support';
import { staffEmail, staffSend, staffToken, taipeiDay, type DemoStaff } from './staff-support';

// 報價單 (issue 38), the dealer's side: a salesperson issues formal versions of a member's request at today's
// prices, a discount above the dealer's limit waits for the manager (never seen by the buyer until approved),
// the manager approves or refuses, and the buyer reads every issued version with where it stands.

const as = (request: APIRequestContext, who: DemoStaff) => staffToken(request, who);

/** A new member's quote request at 桃園營業所 (the northern dealer's). */
async function requested(request: APIRequestContext) {
  const member = await newMember(request);
  const answer = await send(request, { call: 'POST /order/quote/v1', token: member.token, body: await quoteBody(request) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { member, quote: answer.body.data };
}

const record = async (request: APIRequestContext, who: DemoStaff, number: string) =>
  staffSend(request, await as(request, who), { call: 'GET /staff/quotes/v1/{number}', params: { number } });

async function issue(
  request: APIRequestContext,
  who: DemoStaff,
  number: string,
  body: { discount: number; validUntil?: string; note?: string; version?: number; filled?: { label: string; amount: number }[] },
) {
  const token = await as(request, who);
  const version = body.version ?? (await record(request, who, number)).body.data.quote.version;
  return staffSend(request, token, {
    call: 'POST /staff/quotes/v1/{number}/versions',
    params: { number },
    body: {
      version,
      discount: body.discount,
      validUntil: body.validUntil ?? taipeiDay(7),
      note: body.note ?? '',
      ...(body.filled && { filled: body.filled }),
    },
  });
}

async function decide(request: APIRequestContext, who: DemoStaff, number: string, version: number, reason?: string) {
  const token = await as(request, who);
  const current = (await record(request, 'hq', number)).body.data.quote.version;
  return reason === undefined
    ? staffSend(request, token, {
        call: 'POST /staff/quotes/v1/{number}/versions/{version}/approve',
        params: { number, version },
        body: { version: current },
      })
    : staffSend(request, token, {
        call: 'POST /staff/quotes/v1/{number}/versions/{version}/refuse',
        params: { number, version },
        body: { version: current, reason },
      });
}

const setLimit = async (request: APIRequestContext, who: DemoStaff, code: string, limit: number) =>
  staffSend(request, await as(request, who), {
    call: 'PUT /staff/dealers/v1/{dealer}/quote-discount-limit',
    params: { dealer: code },
    body: { limit },
  });

const memberRead = async (request: APIRequestContext, token: string, uuid: string) =>
  (await send(request, { call: 'GET /order/quote/v1/{uuid}', params: { uuid }, token })).body.data;

test.beforeAll(async ({ request }) => {
  expect((await setLimit(request, 'northManager', 'north', 50_000)).body.code).toBe('00000');
});
test.afterAll(async ({ request }) => {
  // The demo dealer keeps the column's default.
  expect((await setLimit(request, 'admin', 'north', 0)).body.code).toBe('00000');
});

test('a discount within the limit is issued at once: its own line off the taxable price, the buyer mailed and shown it, a newer version supersedes it', async ({
  request,
}) => {
  const { member, quote } = await requested(request);
  const listed = (await staffSend(request, await as(request, 'northSales'), { call: 'GET /staff/quotes/v1', query: {} })).body.data;
  expect(listed.items.find((item) => item.number === quote.number)).toMatchObject({ status: 'requested', latest: null });
  expect(listed.limits).toEqual([{ code: 'north', name: expect.any(String), limit: 50_000, mayChange: false }]);

  const first = await issue(request, 'northSales', quote.number, { discount: 30_000, note: '含首年保養' });
  expect(first.body, JSON.stringify(first.body)).toMatchObject({ code: '00000', data: { number: quote.number, status: 'quoted' } });
  const mail = await waitForMailAbout(request, member.email, `${quote.number}-v1`);
  expect(mail.text).toContain(`/member/quotes/${quote.uuid}`);
  expect(mail.text).toContain('第 1 版');

  let seen = await memberRead(request, member.token, quote.uuid);
  expect(seen.status).toBe('quoted');
  expect(seen.versions).toHaveLength(1);
  const [v1] = seen.versions;
  expect(v1).toMatchObject({ number: `${quote.number}-v1`, label: '第 1 版', discount: 30_000, note: '含首年保養', standing: 'current' });
  expect(v1.salesperson).toBeTruthy();
  const line = v1.costs.lines.find((entry) => entry.label === '經銷商折扣')!;
  expect(line.amount).toBe(-30_000);
  expect(line.basis).toContain(`應稅車價 ${(v1.price.total - 30_000).toLocaleString('en-US')} 元`);
  expect(v1.total).toBe(v1.costs.lines.reduce((sum, entry) => sum + (entry.amount ?? 0), 0));
  // The loan is counted on the discounted price.
  expect(v1.financing.estimate!.financed).toBe(v1.price.total - 30_000 - 300_000);

  expect((await issue(request, 'northSales', quote.number, { discount: 0 })).body.code).toBe('00000');
  seen = await memberRead(request, member.token, quote.uuid);
  expect(seen.versions.map((v) => [v.version, v.standing, v.standingLabel])).toEqual([
    [2, 'current', '目前有效'],
    [1, 'superseded', '已由新版取代'],
  ]);
});

test('a discount above the limit waits for the manager, unseen by the buyer; the manager approves it and the buyer is mailed', async ({
  request,
}) => {
  const { member, quote } = await requested(request);
  const waiting = await issue(request, 'northSales', quote.number, { discount: 80_000 });
  expect(waiting.body.code, JSON.stringify(waiting.body)).toBe('00000');
  // Nothing for the buyer to see yet: no version, and the request still reads as asked.
  let seen = await memberRead(request, member.token, quote.uuid);
  expect(seen).toMatchObject({ status: 'requested', versions: [] });
  const ask = await waitForMailAbout(request, staffEmail('northManager'), `${quote.number}-v1`);
  expect(ask.subject).toContain('折扣待主管核准');

  const staffView = (await record(request, 'northSales', quote.number)).body.data;
  expect(staffView.versions[0]).toMatchObject({ status: 'awaiting-approval', statusLabel: '待主管核准折扣', standingLabel: null });
  // A salesperson may not decide; the manager does.
  expectNotFound(await decide(request, 'northSales', quote.number, 1));
  const approved = await decide(request, 'northManager', quote.number, 1);
  expect(approved.body, JSON.stringify(approved.body)).toMatchObject({ code: '00000', data: { status: 'quoted' } });
  await waitForMailAbout(request, member.email, `${quote.number}-v1`);
  seen = await memberRead(request, member.token, quote.uuid);
  expect(seen.versions.map((v) => [v.version, v.discount, v.standing])).toEqual([[1, 80_000, 'current']]);

  // Decided once: a second decision is refused in words.
  const again = await decide(request, 'northManager', quote.number, 1);
  expect(again.body).toMatchObject({ code: 'S00422', message: expect.stringContaining('已是「已報價」') });
});

test('the manager refuses with a reason: the salesperson is mailed and the buyer never sees it; a version no longer the latest, or one’s own, cannot be decided', async ({
  request,
}) => {
  const { member, quote } = await requested(request);
  expect((await issue(request, 'northSales', quote.number, { discount: 90_000 })).body.code).toBe('00000');
  const refused = await decide(request, 'northManager', quote.number, 1, '折扣過高，請先確認庫存車');
  expect(refused.body.code, JSON.stringify(refused.body)).toBe('00000');
  const told = await waitForMailAbout(request, staffEmail('northSales'), `${quote.number}-v1`);
  expect(told.text).toContain('折扣過高，請先確認庫存車');
  expect((await memberRead(request, member.token, quote.uuid)).versions).toEqual([]);
  expect((await record(request, 'northManager', quote.number)).body.data.versions[0]).toMatchObject({
    status: 'refused',
    refusalReason: '折扣過高，請先確認庫存車',
  });

  // v2 waits, v3 comes after it: v2 is no longer the latest.
  expect((await issue(request, 'northSales', quote.number, { discount: 70_000 })).body.code).toBe('00000');
  expect((await issue(request, 'northSales', quote.number, { discount: 10_000 })).body.code).toBe('00000');
  const stale = await decide(request, 'northManager', quote.number, 2);
  expect(stale.body).toMatchObject({ code: 'S00422', message: expect.stringContaining('已不是最新版本（最新為第 3 版）') });
  expect((await memberRead(request, member.token, quote.uuid)).versions.map((v) => v.version)).toEqual([3]);

  // The manager's own discount above the limit waits for someone else: the administrator.
  expect((await issue(request, 'northManager', quote.number, { discount: 60_000 })).body.code).toBe('00000');
  const own = await decide(request, 'northManager', quote.number, 4);
  expect(own.body).toMatchObject({ code: 'S00422', message: expect.stringContaining('自己開立') });
  expect((await decide(request, 'admin', quote.number, 4)).body.code).toBe('00000');
  const seen = await memberRead(request, member.token, quote.uuid);
  expect(seen.versions.map((v) => [v.version, v.standing])).toEqual([
    [4, 'current'],
    [3, 'superseded'],
  ]);
});

test("another dealer's salesperson sees no such quote; marketing has no list; a stale version is S00409", async ({ request }) => {
  const { quote } = await requested(request);
  expectNotFound(await record(request, 'southSales', quote.number));
  expectNotFound(await issue(request, 'southSales', quote.number, { discount: 0, version: 1 }));
  const south = (await staffSend(request, await as(request, 'southSales'), { call: 'GET /staff/quotes/v1', query: {} })).body.data;
  expect(south.items.map((item) => item.number)).not.toContain(quote.number);
  const hq = (await staffSend(request, await as(request, 'hq'), { call: 'GET /staff/quotes/v1', query: { status: 'requested' } })).body
    .data;
  expect(hq.items.map((item) => item.number)).toContain(quote.number);
  expect(hq.items.every((item) => item.status === 'requested')).toBe(true);
  expectNotFound(await staffSend(request, await as(request, 'marketing'), { call: 'GET /staff/quotes/v1', query: {} }));

  expect((await issue(request, 'northSales', quote.number, { discount: 0, version: 1 })).body.code).toBe('00000');
  const stale = await issue(request, 'northSales', quote.number, { discount: 0, version: 1 });
  expect(stale.body.code).toBe('S00409');

  // The limit is the dealer's manager's (or the administrator's) to set, for their own dealer only.
  expectNotFound(await setLimit(request, 'northSales', 'north', 1));
  expectNotFound(await setLimit(request, 'northManager', 'south', 1));
});

test('refuses a discount not below the price, a valid-until day past the allowed days or before today, each on its field in Chinese', async ({
  request,
}) => {
  const { quote } = await requested(request);
  const view = (await record(request, 'northSales', quote.number)).body.data;
  expect(view.validFrom).toBe(taipeiDay(0));
  expect(view.validUntilMax <= taipeiDay(30)).toBe(true);
  expectInvalid(await issue(request, 'northSales', quote.number, { discount: quote.price.total + 1_000_000 }), 'discount');
  expectInvalid(await issue(request, 'northSales', quote.number, { discount: -1 }), 'discount');
  expectInvalid(await issue(request, 'northSales', quote.number, { discount: 0, validUntil: taipeiDay(-1) }), 'validUntil');
  const late = await issue(request, 'northSales', quote.number, { discount: 0, validUntil: taipeiDay(31) });
  expectInvalid(late, 'validUntil');
  expect(JSON.stringify(late.body)).toContain('有效期限需在今天');
});

test('a line the estimate left out is priced by the salesperson per truck and counted; one not left out is refused on its field', async ({
  request,
}) => {
  const { member, quote } = await requested(request);
  const [leftOut, other] = quote.costs.notEstimated;
  expect(leftOut, 'the demo sets no rate for some fees, so the estimate leaves them out').toBeDefined();
  const priced = quote.costs.lines.find((line) => line.amount !== null && line.amount > 0)!.label;
  expectInvalid(await issue(request, 'northSales', quote.number, { discount: 0, filled: [{ label: priced, amount: 1_000 }] }), 'filled');
  expectInvalid(
    await issue(request, 'northSales', quote.number, { discount: 0, filled: [{ label: leftOut, amount: -1 }] }),
    'filled.0.amount',
  );

  const answer = await issue(request, 'northSales', quote.number, { discount: 0, filled: [{ label: leftOut, amount: 3_200 }] });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('00000');
  const [v1] = (await memberRead(request, member.token, quote.uuid)).versions;
  const trucks = quote.price.quantity;
  expect(v1.costs.lines.find((line) => line.label === leftOut)).toMatchObject({
    amount: 3_200 * trucks,
    basis: expect.stringMatching(/^經銷商填列，每輛 3,200 元/),
  });
  expect(v1.total).toBe(quote.total + 3_200 * trucks);
  // A line left empty is out of the version, which says so rather than promising the dealer will fill it.
  if (other)
    expect(v1.costs.lines.find((line) => line.label === other)).toMatchObject({ amount: null, basis: '未列入本報價單，依實際收費另計' });
});

test("a valid-until day on or after the family's next dated price list is refused, the day before it taken; another family's list changes nothing", async ({
  request,
}) => {
  const hq = await as(request, 'hq');
  const { quote } = await requested(request);
  const families = (await send(request, { call: 'GET /vehicle/family/v1' })).body.data;
  const other = families.find((family) => family.uuid !== quote.configuration.family.uuid)!;
  /** A dated list raising the first vehicle of `familyId` by NT$ 1,000 from `day`; answers how to call it off. */
  async function listOn(familyId: string, day: string) {
    const catalog = (await staffSend(request, hq, { call: 'GET /staff/catalog/v1/{id}', params: { id: familyId } })).body.data;
    const vehicle = catalog.vehicles[0];
    const listed = await staffSend(request, hq, {
      call: 'POST /staff/catalog/v1/{id}/price-lists',
      params: { id: catalog.id },
      body: {
        version: catalog.version,
        name: `報價測試 ${Date.now().toString(36)}`,
        effectiveDate: day,
        entries: [{ itemId: vehicle.id, price: vehicle.price + 1_000 }],
      },
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    const list = listed.body.data.priceLists.find((entry) => entry.effectiveDate === day)!;
    return async () => {
      const now = (await staffSend(request, hq, { call: 'GET /staff/catalog/v1/{id}', params: { id: familyId } })).body.data;
      const cancelled = await staffSend(request, hq, {
        call: 'POST /staff/catalog/v1/{id}/price-lists/{listId}/cancel',
        params: { id: familyId, listId: list.id },
        body: { version: now.version },
      });
      expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe('00000');
    };
  }
  const cancelOther = await listOn(other.uuid, taipeiDay(2));
  const cancelOwn = await listOn(quote.configuration.family.uuid, taipeiDay(5));
  try {
    expect((await record(request, 'northSales', quote.number)).body.data.validUntilMax).toBe(taipeiDay(4));
    const after = await issue(request, 'northSales', quote.number, { discount: 0, validUntil: taipeiDay(5) });
    expectInvalid(after, 'validUntil');
    expect(JSON.stringify(after.body)).toContain(`${taipeiDay(5)} 起適用新的價格表`);
    expect((await issue(request, 'northSales', quote.number, { discount: 0, validUntil: taipeiDay(4) })).body.code).toBe('00000');
  } finally {
    await cancelOwn();
    await cancelOther();
  }
});

test('every step is in the audit log, in words', async ({ request }) => {
  const { quote } = await requested(request);
  expect((await issue(request, 'northSales', quote.number, { discount: 99_000 })).body.code).toBe('00000');
  expect((await decide(request, 'northManager', quote.number, 1, '請改為五萬以內')).body.code).toBe('00000');
  const audit = await staffSend(request, await as(request, 'admin'), { call: 'GET /staff/audit/v1', query: { record: quote.number } });
  const text = JSON.stringify(audit.body.data);
  for (const words of ['報價折扣超過上限，送主管核准', '主管未核准報價折扣', '會員索取報價']) expect(text).toContain(words);
});
