import { test, expect, type APIRequestContext } from '@playwright/test';
import type { AnswerOf } from '@/lib/api/contract/calls';
import { officeDay } from '@/lib/calendar/office-days';
import { bookingCalendarNote } from '@/lib/test-drive/slots';
import { call, CJK, expectEnvelope, expectInvalid, send, someIp, uniqueEmail, waitForMailAbout } from './support';
import { staffEmail, staffSend, staffToken } from './staff-support';

// 預約試乘: slots of a point for a family, a booking confirmed from its mail, changed and cancelled from
// the next mail's link, and what keeps it fair (one place never taken twice, two drives a person, throttles).

type Slots = AnswerOf<'GET /test-drive/slot/v1'>;

const rand = (n: number) => Math.floor(Math.random() * n);
const someMobile = () => `09${String(rand(1e8)).padStart(8, '0')}`;

async function familyOf(request: APIRequestContext, series: string) {
  const families = (await send(request, { call: 'GET /vehicle/family/v1' })).body.data;
  const family = families.find((entry) => entry.series === series);
  expect(family, series).toBeDefined();
  return family!.uuid;
}

async function slotsOf(request: APIRequestContext, point: string, family: string): Promise<Slots> {
  const answer = await send(request, { call: 'GET /test-drive/slot/v1', query: { point, family } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/**
 * The free slots of the point, at least `count` of them. Whatever the day (a weekend, a holiday, the year's
 * last days), the next BOOKING_DAYS_AHEAD days hold far more: fewer means the calendar ran out, which the
 * message says rather than an index out of range.
 */
async function freeSlots(request: APIRequestContext, point: string, family: string, count: number, left = 1) {
  const answer = await slotsOf(request, point, family);
  const free = answer.slots.filter((entry) => entry.left >= left);
  expect(free.length, `${count} free slots at ${point}; the office calendar says: ${answer.calendarNote}`).toBeGreaterThanOrEqual(count);
  return free;
}

/** A free slot of the point, the `skip`-th, so the tests of this file pick different ones. */
const freeSlot = async (request: APIRequestContext, point: string, family: string, skip = 0, left = 1) =>
  (await freeSlots(request, point, family, skip + 1, left))[skip];

const person = (licence: 'small' | 'truck' | 'combination' = 'combination') => ({
  name: '陳試乘',
  mobile: someMobile(),
  email: uniqueEmail('drive'),
  licence,
});

const book = (request: APIRequestContext, body: Record<string, unknown>, ip = someIp()) =>
  call<AnswerOf<'POST /test-drive/booking/v1'>>(request, 'POST', '/test-drive/booking/v1', { body, ip });

const tokenIn = (text: string) => /\/test-drive\/manage#([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

test('offers future slots of a sales point for a family, only on working days the calendar knows, and says which licence it needs', async ({
  request,
}) => {
  const family = await familyOf(request, 'TM 85');
  const asked = new Date();
  const answer = await send(request, { call: 'GET /test-drive/slot/v1', query: { point: 'taichung-xitun', family } });
  expectEnvelope(answer);
  const { point, slots, family: chosen } = answer.body.data;
  expect(point.name).toBe('泰嵐汽車 臺中營業所');
  expect(chosen.licence).toBe('truck');
  expect(chosen.licenceNote).toContain('大貨車');
  expect(slots.length).toBeGreaterThan(0);
  // 臺中 closes on holidays and Sundays: every day offered is one the calendar knows, none a holiday.
  for (const slot of slots) {
    expect(Date.parse(slot.start)).toBeGreaterThan(Date.now());
    const day = officeDay(slot.day);
    expect(day, slot.day).not.toBeNull();
    expect(day!.holiday, `${slot.day} ${day!.reason}`).toBe(false);
    expect(new Date(`${slot.day}T00:00:00Z`).getUTCDay()).not.toBe(0);
  }
  // What it says of the calendar (a provisional year, days not yet known) is the calendar's own sentence.
  expect([bookingCalendarNote(asked), bookingCalendarNote()]).toContain(answer.body.data.calendarNote);
  const tractor = await slotsOf(request, 'kaohsiung-qianzhen', await familyOf(request, 'TX 曳引'));
  expect(tractor.family.licenceNote).toContain('聯結車');
});

test('refuses a point without test drives, a malformed family, a wrong licence and a past slot, in Chinese', async ({ request }) => {
  const family = await familyOf(request, 'TM 85');
  expectInvalid(await call(request, 'GET', `/test-drive/slot/v1?point=taoyuan-zhongli&family=${family}`), 'point');
  expectInvalid(await call(request, 'GET', '/test-drive/slot/v1?point=taichung-xitun&family=nope'), 'family');
  const slot = await freeSlot(request, 'taichung-xitun', family, 3);
  const small = await book(request, { point: 'taichung-xitun', family, start: slot.start, ...person('small') });
  expectInvalid(small, 'licence');
  expect(JSON.stringify(small.body.data)).toContain('大貨車');
  expectInvalid(await book(request, { point: 'taichung-xitun', family, start: '2026-01-05T09:30:00+08:00', ...person() }), 'start');
  expectInvalid(await book(request, { point: 'taichung-xitun', family, start: slot.start, ...person(), mobile: '0212345678' }), 'mobile');
  const dead = await send(request, { call: 'POST /test-drive/booking/v1/lookup', body: { token: 'A'.repeat(43) } });
  expect(dead.status).toBe(422);
  expect(dead.body.code).toBe('T00003');
  expect(dead.body.message).toMatch(CJK);
  expectInvalid(await call(request, 'POST', '/test-drive/booking/v1/confirm', { body: { token: 'short' } }), 'token');
});

test('a visitor books, confirms by the mailed link, gets the calendar file, moves the drive and cancels it; each link works once', async ({
  request,
}) => {
  const family = await familyOf(request, 'TH 6x4');
  const slot = await freeSlot(request, 'tainan-annan', family, 1);
  const visitor = person('truck');
  const booked = await book(request, { point: 'tainan-annan', family, start: slot.start, ...visitor });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  expect(booked.body.data).toMatchObject({ status: 'pending', start: new Date(slot.start).toISOString(), name: visitor.name });
  expect(booked.body.data.holdUntil).not.toBeNull();
  const number = booked.body.data.number;
  // The place is held while the mail waits for its confirmation.
  expect((await slotsOf(request, 'tainan-annan', family)).slots.find((entry) => entry.start === slot.start)?.left).toBe(0);

  const first = await waitForMailAbout(request, visitor.email, `請確認試乘預約 ${number}`);
  expect(first.text).not.toContain(visitor.name);
  const confirmToken = tokenIn(first.text);
  const opened = await send(request, { call: 'POST /test-drive/booking/v1/lookup', body: { token: confirmToken } });
  expect(opened.body.data.status).toBe('pending');
  const confirmed = await send(request, { call: 'POST /test-drive/booking/v1/confirm', body: { token: confirmToken } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect(confirmed.body.data.status).toBe('booked');
  expect((await send(request, { call: 'POST /test-drive/booking/v1/confirm', body: { token: confirmToken } })).body.code).toBe('T00003');

  const second = await waitForMailAbout(request, visitor.email, `試乘預約 ${number} 已確認`);
  // Confirmed, it is a lead: the point's dealer (臺南 is the southern dealer's) is told who and when.
  const lead = await waitForMailAbout(request, staffEmail('southSales'), `新的試乘預約 ${number}`);
  expect(lead.text).toContain(visitor.mobile);
  expect(lead.text).toContain('/staff/test-drives');
  const calendar = (second as { calendar?: string | null }).calendar;
  if (process.env.MAIL_CATCHER_PORT) {
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain(`DTSTART:${new Date(slot.start).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
  }
  const manage = tokenIn(second.text);
  const later = await freeSlot(request, 'tainan-annan', family, 4);
  const moved = await send(request, { call: 'POST /test-drive/booking/v1/reschedule', body: { token: manage, start: later.start } });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  expect(moved.body.data.start).toBe(new Date(later.start).toISOString());
  expect((await send(request, { call: 'POST /test-drive/booking/v1/cancel', body: { token: manage } })).body.code).toBe('T00003');

  const third = await waitForMailAbout(request, visitor.email, `試乘預約 ${number} 已改期`);
  const cancelled = await send(request, { call: 'POST /test-drive/booking/v1/cancel', body: { token: tokenIn(third.text) } });
  expect(cancelled.body.data.status).toBe('cancelled');
  const free = (await slotsOf(request, 'tainan-annan', family)).slots;
  expect(free.find((entry) => entry.start === later.start)?.left).toBe(1);
  expect(free.find((entry) => entry.start === slot.start)?.left).toBe(1);
  await waitForMailAbout(request, visitor.email, `試乘預約 ${number} 已取消`);
});

test('20 people asking at once for the last place: exactly one gets it, the others a clear message with its code', async ({ request }) => {
  const family = await familyOf(request, 'TL 35');
  // 五股 keeps two trucks of each family: one booking first, then the last place.
  const slot = await freeSlot(request, 'newtaipei-wugu', family, 2, 2);
  const first = await book(request, { point: 'newtaipei-wugu', family, start: slot.start, ...person('small') });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => book(request, { point: 'newtaipei-wugu', family, start: slot.start, ...person('small') })),
  );
  const won = answers.filter((answer) => answer.status === 201);
  expect(won).toHaveLength(1);
  for (const lost of answers.filter((answer) => answer.status !== 201)) {
    expect(lost.status).toBe(409);
    expect(lost.body.code).toBe('T00001');
    expect(lost.body.message).toMatch(CJK);
    expect(lost.body.message).toContain('T00001');
  }
  expect((await slotsOf(request, 'newtaipei-wugu', family)).slots.find((entry) => entry.start === slot.start)?.left).toBe(0);
});

test('one mobile number or e-mail address holds at most two drives still to come', async ({ request }) => {
  const family = await familyOf(request, 'TM 85');
  const holder = person('truck');
  const slots = await freeSlots(request, 'kaohsiung-qianzhen', family, 13);
  for (const [index, slot] of slots.slice(5, 7).entries()) {
    const answer = await book(request, {
      point: 'kaohsiung-qianzhen',
      family,
      start: slot.start,
      ...holder,
      email: uniqueEmail(`two${index}`),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
  const sameMobile = await book(request, {
    point: 'kaohsiung-qianzhen',
    family,
    start: slots[8].start,
    ...holder,
    email: uniqueEmail('third'),
  });
  expect(sameMobile.status).toBe(409);
  expect(sameMobile.body.code).toBe('T00002');
  expect(sameMobile.body.message).toMatch(/最多保留 2 筆/);

  const byMail = person('truck');
  for (const slot of slots.slice(9, 11))
    expect((await book(request, { point: 'kaohsiung-qianzhen', family, start: slot.start, ...byMail, mobile: someMobile() })).status).toBe(
      201,
    );
  const sameMail = await book(request, { point: 'kaohsiung-qianzhen', family, start: slots[12].start, ...byMail, mobile: someMobile() });
  expect(sameMail.body.code).toBe('T00002');
});

test('throttles bookings per client address and per mobile number (R00429 with Retry-After)', async ({ request }) => {
  const family = await familyOf(request, 'TL 35');
  const past = { point: 'taoyuan-guanyin', family, start: '2026-01-05T09:30:00+08:00' };
  const mobile = someMobile();
  for (let i = 0; i < 5; i += 1) expectInvalid(await book(request, { ...past, ...person('small'), mobile }), 'start');
  const byMobile = await book(request, { ...past, ...person('small'), mobile });
  expect(byMobile.status).toBe(429);
  expect(byMobile.body.code).toBe('R00429');
  expect(byMobile.headers['retry-after']).toBeDefined();

  const ip = someIp();
  for (let i = 0; i < 10; i += 1) expectInvalid(await book(request, { ...past, ...person('small') }, ip), 'start');
  const byAddress = await book(request, { ...past, ...person('small') }, ip);
  expect(byAddress.status).toBe(429);
  expect(byAddress.body.message).toMatch(CJK);
});

test('the console: the dealer’s own confirmed drives as leads, assigned, called back, confirmed, moved with a reason and cancelled, each audited; others see none', async ({
  request,
}) => {
  const family = await familyOf(request, 'TL 35');
  const slot = await freeSlot(request, 'taoyuan-guanyin', family, 6);
  const visitor = person('small');
  const pending = (await book(request, { point: 'taoyuan-guanyin', family, start: slot.start, ...visitor })).body.data;
  const [manager, sales, south, marketing, hq] = await Promise.all(
    (['northManager', 'northSales', 'southSales', 'marketing', 'hq'] as const).map((who) => staffToken(request, who)),
  );
  const listed = async (token: string) =>
    (await staffSend(request, token, { call: 'GET /staff/test-drives/v1' })).body.data?.items.find(
      (item) => item.number === pending.number,
    );
  // Unconfirmed, it is no lead yet.
  expect(await listed(manager)).toBeUndefined();
  const first = await waitForMailAbout(request, visitor.email, `請確認試乘預約 ${pending.number}`);
  await send(request, { call: 'POST /test-drive/booking/v1/confirm', body: { token: tokenIn(first.text) } });

  const lead = (await listed(manager))!;
  expect(lead).toMatchObject({
    status: 'booked',
    name: visitor.name,
    mobile: visitor.mobile,
    pointName: '泰嵐汽車 桃園營業所',
    assignee: null,
  });
  expect(await listed(hq)).toBeDefined();
  expect(await listed(south)).toBeUndefined();
  expect((await staffSend(request, marketing, { call: 'GET /staff/test-drives/v1' })).body.code).toBe('N00404');
  const params = { number: pending.number };
  // Another dealer's salesperson reaches nothing: N00404, as for a booking that does not exist.
  expect(
    (await staffSend(request, south, { call: 'POST /staff/test-drives/v1/{number}/called-back', params, body: { version: lead.version } }))
      .body.code,
  ).toBe('N00404');
  // A salesperson may not assign (the call does not exist for the role).
  const me = (await staffSend(request, sales, { call: 'GET /staff/me/v1' })).body.data;
  expect(
    (
      await staffSend(request, sales, {
        call: 'POST /staff/test-drives/v1/{number}/assign',
        params,
        body: { version: lead.version, assigneeId: me.uuid },
      })
    ).body.code,
  ).toBe('N00404');
  const assigned = await staffSend(request, manager, {
    call: 'POST /staff/test-drives/v1/{number}/assign',
    params,
    body: { version: lead.version, assigneeId: me.uuid },
  });
  expect(assigned.body.code, JSON.stringify(assigned.body)).toBe('00000');
  const stale = await staffSend(request, sales, {
    call: 'POST /staff/test-drives/v1/{number}/called-back',
    params,
    body: { version: lead.version },
  });
  expect(stale.body.code).toBe('S00409');
  const called = await staffSend(request, sales, {
    call: 'POST /staff/test-drives/v1/{number}/called-back',
    params,
    body: { version: assigned.body.data.version },
  });
  const confirmed = await staffSend(request, sales, {
    call: 'POST /staff/test-drives/v1/{number}/confirm',
    params,
    body: { version: called.body.data.version },
  });
  expect(confirmed.body.data.status).toBe('confirmed');
  expect(await listed(sales)).toMatchObject({ status: 'confirmed', assignee: expect.any(String), calledBackAt: expect.any(String) });

  const later = await freeSlot(request, 'taoyuan-guanyin', family, 9);
  expectInvalid(
    await staffSend(request, sales, {
      call: 'POST /staff/test-drives/v1/{number}/move',
      params,
      body: { version: confirmed.body.data.version, start: later.start, reason: '' },
    }),
    'reason',
  );
  const moved = await staffSend(request, sales, {
    call: 'POST /staff/test-drives/v1/{number}/move',
    params,
    body: { version: confirmed.body.data.version, start: later.start, reason: '試乘車進廠保養' },
  });
  expect(moved.body.code, JSON.stringify(moved.body)).toBe('00000');
  const movedMail = await waitForMailAbout(request, visitor.email, `試乘預約 ${pending.number} 已改期`);
  expect(movedMail.text).toContain('試乘車進廠保養');
  const early = await staffSend(request, sales, {
    call: 'POST /staff/test-drives/v1/{number}/no-show',
    params,
    body: { version: moved.body.data.version },
  });
  expect(early.body.code).toBe('S00422');
  expect(early.body.message).toMatch(CJK);
  const cancelled = await staffSend(request, manager, {
    call: 'POST /staff/test-drives/v1/{number}/cancel',
    params,
    body: { version: moved.body.data.version, reason: '據點臨時停業' },
  });
  expect(cancelled.body.data.status).toBe('cancelled');
  expect((await waitForMailAbout(request, visitor.email, `試乘預約 ${pending.number} 已取消`)).text).toContain('據點臨時停業');

  const admin = await staffToken(request, 'admin');
  const audit = await staffSend(request, admin, { call: 'GET /staff/audit/v1', query: { record: pending.number } });
  expect(audit.body.data.items.map((item) => item.action).sort()).toEqual(
    ['test-drive.assign', 'test-drive.called-back', 'test-drive.cancel', 'test-drive.confirm', 'test-drive.move'].sort(),
  );
});
