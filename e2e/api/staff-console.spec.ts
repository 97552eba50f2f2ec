import { expect, test } from '@playwright/test';
import { call, expectEnvelope, expectInvalid, expectNotFound, newMember, waitForMail, send } from './support';
import {
  contractListSchema,
  contractRecordSchema,
  preorderListSchema,
  preorderRecordSchema,
  salespeopleSchema,
} from '@/lib/schemas/staff-data';
import { enrolledStaff, freshCode, placedPreorder, staffCall, staffToken, taipeiDay, staffSend } from './staff-support';

// The staff console's calls (issue 18; docs/staff-api.md): who reaches which record, the pipeline's
// rules, two people at once, and the member's mail at every change.

type Changed = { number: string; status: string; version: number };

test.describe('the staff console API', () => {
  test('without a console token a call is A00001; a member token is no console token', async ({ request }) => {
    expect((await send(request, { call: 'GET /staff/preorders/v1' })).body.code).toBe('A00001');
    const member = await newMember(request);
    const answer = await send(request, { call: 'GET /staff/preorders/v1', token: member.token });
    expect(answer.body.code).toBe('A00001');
    expect((await send(request, { call: 'GET /staff/me/v1', headers: { 'cv-staff-token': member.token } })).body.code).toBe('A00005');
  });

  test('a wrong password is L00002 and a wrong code C00001; the right ones give a console session', async ({ request }) => {
    const wrong = await send(request, {
      call: 'POST /staff/login/v1',
      body: { email: 'north.sales@staff.tailan-trucks.example', password: 'not-the-password' },
    });
    expectEnvelope(wrong);
    expect([wrong.status, wrong.body.code]).toEqual([401, 'L00002']);
    const unknown = await send(request, {
      call: 'POST /staff/login/v1',
      body: { email: 'nobody@staff.tailan-trucks.example', password: 'not-the-password' },
    });
    expect(unknown.body).toEqual(wrong.body);
    const token = await staffToken(request, 'northSales');
    const me = await staffSend(request, token, { call: 'GET /staff/me/v1' });
    expect(me.body.data).toMatchObject({ name: '張家豪', role: 'dealer_sales', dealerCode: 'north' });
  });

  test('the sign-in sets no cookie, so every tab sends the one token itself; logging out ends it for every tab that holds it', async ({
    request,
  }) => {
    const account = await enrolledStaff(request, { name: '分頁測試業務' });
    const first = await send(request, { call: 'POST /staff/login/v1', body: { email: account.email, password: account.password } });
    const second = await send(request, {
      call: 'POST /staff/login/v1/two-factor',
      body: { challenge: first.body.data.challenge, code: await freshCode(account) },
    });
    expect(second.body.code).toBe('L00001');
    const token = second.body.data.token;
    const tabs = await Promise.all([1, 2].map(() => staffSend(request, token, { call: 'GET /staff/me/v1' })));
    for (const answer of [first, second, ...tabs]) expect(answer.headers['set-cookie']).toBeUndefined();
    for (const tab of tabs) expect(tab.body.code).toBe('00000');
    expect((await staffSend(request, token, { call: 'POST /staff/login/v1/logout' })).body.code).toBe('00000');
    expect((await staffSend(request, token, { call: 'GET /staff/me/v1' })).body.code).toBe('A00005');
  });

  test('the northern sales sees the northern pre-order; the southern sales gets N00404 in lists, pages and actions', async ({
    request,
  }) => {
    const { preorder } = await placedPreorder(request);
    const north = await staffToken(request, 'northSales');
    const south = await staffToken(request, 'southSales');
    const list = await staffCall<{ items: { number: string }[] }>(request, north, 'GET', `/staff/preorders/v1?q=${preorder.number}`);
    expect(list.body.data.items.map((item) => item.number)).toEqual([preorder.number]);
    expect(preorderListSchema.safeParse(list.body.data).error).toBeUndefined();
    const southList = await staffCall<{ items: unknown[]; total: number }>(
      request,
      south,
      'GET',
      `/staff/preorders/v1?q=${preorder.number}`,
    );
    expect(southList.body.data.total).toBe(0);
    expectNotFound(await staffSend(request, south, { call: 'GET /staff/preorders/v1/{number}', params: { number: preorder.number } }));
    expectNotFound(
      await staffSend(request, south, {
        call: 'POST /staff/preorders/v1/{number}/convert',
        params: { number: preorder.number },
        body: { version: 1 },
      }),
    );
    expectNotFound(
      await staffSend(request, south, {
        call: 'POST /staff/preorders/v1/{number}/cancel',
        params: { number: preorder.number },
        body: { version: 1, reason: '測試取消' },
      }),
    );
    // Marketing has no sales data at all.
    const marketing = await staffToken(request, 'marketing');
    expectNotFound(await staffSend(request, marketing, { call: 'GET /staff/preorders/v1' }));
    expectNotFound(await staffSend(request, marketing, { call: 'GET /staff/preorders/v1/{number}', params: { number: preorder.number } }));
    // Nothing changed: still the member's new pre-order.
    const record = await staffSend(request, north, { call: 'GET /staff/preorders/v1/{number}', params: { number: preorder.number } });
    expect(preorderRecordSchema.safeParse(record.body.data).error).toBeUndefined();
    expect([record.body.data.preorder.status, record.body.data.version]).toEqual(['submitted', 1]);
  });

  test('contact, convert, sign, plan and deliver: each step is mailed to the member and shows in the history', async ({ request }) => {
    const { member, preorder } = await placedPreorder(request);
    const token = await staffToken(request, 'northSales');
    const path = `/staff/preorders/v1/${preorder.number}`;

    const contacting = await staffCall<Changed>(request, token, 'POST', `${path}/contacting`, { version: 1 });
    expect(contacting.body.data).toMatchObject({ status: 'contacting', version: 2 });
    expect((await waitForMail(request, member.email, 3)).subject).toContain('經銷商將與您聯繫');

    const logged = await staffCall<Changed>(request, token, 'POST', `${path}/contacts`, {
      kind: 'call',
      note: '確認車斗尺寸',
      nextStep: '週五回電報價',
    });
    expect(logged.body.data.version).toBe(2);

    const converted = await staffCall<Changed>(request, token, 'POST', `${path}/convert`, { version: 2 });
    expect(converted.body.code, JSON.stringify(converted.body)).toBe('00000');
    const contractPath = `/staff/contracts/v1/${converted.body.data.number}`;
    const ready = await waitForMail(request, member.email, 4);
    expect(ready.subject).toContain('已備妥，請審閱');
    expect(ready.text).toContain('審閱期至');

    type Record = {
      version: number;
      contract: { uuid: string; number: string; price: { deposit: number; total: number }; status: string; signRefusal: string | null };
      milestones: { step: number; label: string; plannedAt: string | null; doneAt: string | null; moves: unknown[] }[];
      timeline: { title: string; internal: boolean }[];
    };
    let contract = (await staffCall<Record>(request, token, 'GET', contractPath)).body.data;
    // No milestone before the signature and the deposit.
    const early = await staffCall(request, token, 'POST', `${contractPath}/done`, {
      version: contract.version,
      step: 2,
      doneOn: taipeiDay(),
    });
    expect([early.status, early.body.code]).toEqual([422, 'S00422']);
    // More than a tenth of the price is no deposit.
    const tooMuch = await staffCall(request, token, 'POST', `${contractPath}/sign`, {
      version: contract.version,
      signedOn: taipeiDay(),
      depositAmount: Math.floor(contract.contract.price.total / 10) + 1,
      depositPaidOn: taipeiDay(),
      depositMethod: 'transfer',
    });
    expect(tooMuch.body.code).toBe('S00422');
    expect(tooMuch.body.message).toContain('十分之一');
    // Within the review period the signature waits (the console says so beside the action), until the
    // buyer waives the rest of the period on their contract's page.
    const dayOne = await staffCall(request, token, 'POST', `${contractPath}/sign`, {
      version: contract.version,
      signedOn: taipeiDay(),
      depositAmount: contract.contract.price.deposit,
      depositPaidOn: taipeiDay(),
      depositMethod: 'transfer',
    });
    expect([dayOne.status, dayOne.body.code]).toEqual([422, 'S00422']);
    expect(dayOne.body.message).toContain('起才能記錄簽約');
    expect(contract.contract.signRefusal).toBe(dayOne.body.message);
    const waiver = `/order/contract/v1/${contract.contract.uuid}/waive-review`;
    expectInvalid(await call(request, 'POST', waiver, { token: member.token, body: { understood: false } }), 'understood');
    const waived = await call<{ reviewWaivedAt: string }>(request, 'POST', waiver, { token: member.token, body: { understood: true } });
    expect(waived.body.code, JSON.stringify(waived.body)).toBe('00000');
    expect((await waitForMail(request, member.email, 5)).subject).toContain('您已放棄剩餘的審閱期');
    contract = (await staffCall<Record>(request, token, 'GET', contractPath)).body.data;
    expect(contract.contract.signRefusal).toBeNull();
    const signed = await staffCall<Changed>(request, token, 'POST', `${contractPath}/sign`, {
      version: contract.version,
      signedOn: taipeiDay(),
      depositAmount: contract.contract.price.deposit,
      depositPaidOn: taipeiDay(),
      depositMethod: 'transfer',
    });
    expect(signed.body.data.status).toBe('signed');
    expect((await waitForMail(request, member.email, 6)).subject).toContain('已簽約並收到訂金');

    contract = (await staffCall<Record>(request, token, 'GET', contractPath)).body.data;
    const production = contract.milestones.find((milestone) => milestone.step === 2)!;
    // Moving a planned date needs a reason; with one, the member is told the old date, the new and why.
    const noReason = await staffCall(request, token, 'POST', `${contractPath}/plan`, {
      version: contract.version,
      step: 2,
      plannedOn: taipeiDay(20),
    });
    expect(noReason.body.code).toBe('S00422');
    const moved = await staffCall<Changed>(request, token, 'POST', `${contractPath}/plan`, {
      version: contract.version,
      step: 2,
      plannedOn: taipeiDay(20),
      reason: 'parts',
    });
    expect(moved.body.code, JSON.stringify(moved.body)).toBe('00000');
    const moveMail = await waitForMail(request, member.email, 7);
    expect(moveMail.subject).toContain('預計日期變更');
    expect(moveMail.text).toContain('零件供應');
    expect(production.plannedAt).not.toBeNull();

    const done = await staffCall<Changed>(request, token, 'POST', `${contractPath}/done`, {
      version: moved.body.data.version,
      step: 2,
      doneOn: taipeiDay(),
    });
    expect(done.body.data.status).toBe('in-production');
    expect((await waitForMail(request, member.email, 8)).subject).toContain('排產');

    // A payment of the balance, recorded as its own act, is mailed; it is no 已付清 until the total is covered.
    const tooMuchPaid = await staffCall(request, token, 'POST', `${contractPath}/pay`, {
      version: done.body.data.version,
      amount: contract.contract.price.total,
      paidOn: taipeiDay(),
      method: 'loan',
    });
    expect(tooMuchPaid.body.code).toBe('S00422');
    expect(tooMuchPaid.body.message).toContain('超過尚待付款');
    const paid = await staffCall<Changed>(request, token, 'POST', `${contractPath}/pay`, {
      version: done.body.data.version,
      amount: 100_000,
      paidOn: taipeiDay(),
      method: 'cash',
    });
    expect(paid.body.code, JSON.stringify(paid.body)).toBe('00000');
    expect((await waitForMail(request, member.email, 9)).subject).toContain('已收到尾款 NT$ 100,000');

    contract = (await staffCall<Record>(request, token, 'GET', contractPath)).body.data;
    expect(contractRecordSchema.safeParse(contract).error).toBeUndefined();
    expect(
      contractListSchema.safeParse((await staffCall(request, token, 'GET', '/staff/contracts/v1?sort=reviewUntil&order=asc')).body.data)
        .error,
    ).toBeUndefined();
    expect(contract.milestones[1].moves).toHaveLength(1);
    expect(contract.timeline.map((entry) => entry.title)).toEqual([
      '預購單已送出',
      '經銷商聯繫中',
      // Nobody had the pre-order: the northern sales took it on marking it.
      '業務接手',
      '聯繫紀錄（電話）',
      '已轉為合約',
      '合約已備妥，請審閱',
      '買方放棄剩餘審閱期',
      '已簽約並收到訂金',
      '「排產」預計日期變更',
      '「排產」完成',
      '收到尾款 NT$ 100,000',
    ]);
    const mine = (
      await send(request, { call: 'GET /order/contract/v1/{uuid}', params: { uuid: contract.contract.uuid }, token: member.token })
    ).body.data;
    expect(mine).toMatchObject({ paid: contract.contract.price.deposit + 100_000, paymentStatus: 'deposit-paid' });

    // The administrator's CSV of the contract: each change in order, in words, by the northern sales.
    const admin = await staffToken(request, 'admin');
    const csv = await request.get(`/api/staff/audit/v1?format=csv&record=${contract.contract.number.toLowerCase()}`, {
      headers: { 'cv-staff-token': admin },
    });
    const rows = (await csv.text()).trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split('","')[3])).toEqual([
      '建立合約',
      '買方放棄剩餘審閱期',
      '記錄簽約與訂金',
      '變更預計日期',
      '完成交車進度',
      '記錄收到尾款',
    ]);
    // The waiver is the buyer's own act; the rest the northern sales'.
    for (const [index, row] of rows.entries()) expect(row).toContain(index === 1 ? '"買方 ' : '"張家豪"');
  });

  test('a salesperson marking an unassigned pre-order 聯繫中 takes it, audited and in its history; headquarters takes none, and an assigned one stays', async ({
    request,
  }) => {
    type Record = {
      assignee: { uuid: string; name: string | null } | null;
      timeline: { title: string; detail: string; internal: boolean; actor: string }[];
      salespeople: { uuid: string; name: string; role: string }[];
    };
    const north = await staffToken(request, 'northSales');
    const manager = await staffToken(request, 'northManager');
    const hq = await staffToken(request, 'hq');
    const admin = await staffToken(request, 'admin');

    const { preorder } = await placedPreorder(request);
    const path = `/staff/preorders/v1/${preorder.number}`;
    expect((await staffCall<Record>(request, north, 'GET', path)).body.data.assignee).toBeNull();
    expect((await staffCall<Changed>(request, north, 'POST', `${path}/contacting`, { version: 1 })).body.data.status).toBe('contacting');
    const taken = (await staffCall<Record>(request, north, 'GET', path)).body.data;
    expect(taken.assignee?.name).toBe('張家豪');
    expect(taken.timeline).toContainEqual(
      expect.objectContaining({ title: '業務接手', detail: '張家豪 標記聯繫中時接手此預購單', internal: true, actor: '張家豪' }),
    );
    const audit = await staffCall<{ items: { action: string; actor: string }[] }>(
      request,
      admin,
      'GET',
      `/staff/audit/v1?record=${preorder.number}`,
    );
    expect(audit.body.data.items).toContainEqual(expect.objectContaining({ action: 'preorder.take', actor: '張家豪' }));
    const mine = await staffCall<{ items: { number: string }[] }>(
      request,
      north,
      'GET',
      `/staff/preorders/v1?assignee=${taken.assignee!.uuid}&q=${preorder.number}`,
    );
    expect(mine.body.data.items.map((item) => item.number)).toEqual([preorder.number]);

    // Headquarters may not be assigned a dealer's pre-order: it marks it and leaves it unassigned.
    const second = (await placedPreorder(request)).preorder;
    await staffSend(request, hq, {
      call: 'POST /staff/preorders/v1/{number}/contacting',
      params: { number: second.number },
      body: { version: 1 },
    });
    expect(
      (await staffSend(request, hq, { call: 'GET /staff/preorders/v1/{number}', params: { number: second.number } })).body.data.assignee,
    ).toBeNull();

    // One already assigned stays with its salesperson.
    const third = (await placedPreorder(request)).preorder;
    const thirdPath = `/staff/preorders/v1/${third.number}`;
    const boss = (await staffCall<Record>(request, manager, 'GET', thirdPath)).body.data.salespeople.find(
      (person) => person.role === 'dealer_manager',
    )!;
    await staffCall(request, manager, 'POST', `${thirdPath}/assign`, { version: 1, assigneeId: boss.uuid });
    await staffCall(request, north, 'POST', `${thirdPath}/contacting`, { version: 2 });
    const kept = (await staffCall<Record>(request, north, 'GET', thirdPath)).body.data;
    expect(kept.assignee?.uuid).toBe(boss.uuid);
    expect(kept.timeline.map((line) => line.title)).not.toContain('業務接手');
  });

  test("the pipeline's people: a dealer's staff get their own dealer's, headquarters the dealer chosen; marketing none", async ({
    request,
  }) => {
    type Person = { uuid: string; name: string; role: string; dealerCode: string };
    const manager = await staffToken(request, 'northManager');
    const own = await staffSend(request, manager, { call: 'GET /staff/salespeople/v1' });
    expect(salespeopleSchema.safeParse(own.body.data).error).toBeUndefined();
    expect(own.body.data.map((person) => person.name)).toContain('張家豪');
    expect(new Set(own.body.data.map((person) => person.dealerCode))).toEqual(new Set(['north']));
    // Another dealer's code changes nothing for a dealer's staff.
    expect((await staffCall<Person[]>(request, manager, 'GET', '/staff/salespeople/v1?dealer=south')).body.data).toEqual(own.body.data);
    const hq = await staffToken(request, 'hq');
    const south = await staffCall<Person[]>(request, hq, 'GET', '/staff/salespeople/v1?dealer=south');
    expect(south.body.data.length).toBeGreaterThan(0);
    expect(new Set(south.body.data.map((person) => person.dealerCode))).toEqual(new Set(['south']));
    expectInvalid(await staffCall(request, hq, 'GET', '/staff/salespeople/v1?dealer=NOT%20A%20CODE'), 'dealer');
    expectNotFound(await staffSend(request, await staffToken(request, 'marketing'), { call: 'GET /staff/salespeople/v1' }));
  });

  test('two staff converting at once make one contract; the second is told the record changed (S00409) with its state now', async ({
    request,
  }) => {
    const { preorder } = await placedPreorder(request);
    const north = await staffToken(request, 'northSales');
    const manager = await staffToken(request, 'northManager');
    const path = `/staff/preorders/v1/${preorder.number}/convert`;
    const answers = await Promise.all([
      staffCall(request, north, 'POST', path, { version: 1 }),
      staffCall(request, manager, 'POST', path, { version: 1 }),
    ]);
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual(['00000', 'S00409']);
    const conflict = answers.find((answer) => answer.body.code === 'S00409')!;
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toContain('其他人更新');
    expect(conflict.body.data).toMatchObject({ record: { number: preorder.number, status: 'contracted', version: 2 } });
    const contracts = await staffCall<{ total: number }>(request, north, 'GET', `/staff/contracts/v1?q=${encodeURIComponent('')}`);
    expect(contracts.body.code).toBe('00000');
  });

  test('bad input is V00001 with Chinese messages and changes nothing', async ({ request }) => {
    const { preorder } = await placedPreorder(request);
    const token = await staffToken(request, 'northSales');
    expectInvalid(
      await staffSend(request, token, {
        call: 'POST /staff/preorders/v1/{number}/cancel',
        params: { number: preorder.number },
        body: { version: 1, reason: '' },
      }),
      'reason',
    );
    expectInvalid(
      await staffCall(request, token, 'POST', `/staff/preorders/v1/${preorder.number}/contacts`, { kind: 'fax', note: '' }),
      'kind',
      'note',
    );
    expectInvalid(await staffCall(request, token, 'GET', '/staff/preorders/v1?status=lost&sort=name'), 'status', 'sort');
    expectInvalid(await staffCall(request, token, 'GET', '/staff/preorders/v1/PO-1'), 'number');
    const record = await staffSend(request, token, { call: 'GET /staff/preorders/v1/{number}', params: { number: preorder.number } });
    expect(record.body.data.version).toBe(1);
    // A staff account's phone is a phone number, or none (found by fuzz:api: any text was kept).
    const admin = await staffToken(request, 'admin');
    const email = `phone.${Date.now().toString(36)}@staff.tailan-trucks.example`;
    for (const phone of ["' OR '1'='1", '${7*7}', '🚚🚚'])
      expectInvalid(
        await staffSend(request, admin, {
          call: 'POST /staff/accounts/v1',
          body: {
            email,
            name: '測試員工',
            role: 'hq_sales',
            dealerCode: null,
            phone,
          },
        }),
        'phone',
      );
    const accounts = await staffSend(request, admin, { call: 'GET /staff/accounts/v1' });
    expect(accounts.body.data.map((account) => account.email)).not.toContain(email);
  });
});
