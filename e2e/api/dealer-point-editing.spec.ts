import { expect, test } from '@playwright/test';
import type { BodyOf } from '@/lib/api/contract/calls';
import { expectInvalid, expectNotFound, send } from './support';
import { staffCall, staffSend, staffToken } from './staff-support';

// Headquarters edits the dealers' points in the console (issue 38): only 總公司業務 and 管理員; each change under
// the version read, audited, and on the public list and page at once. The point is a new one in 南投縣, where
// the demo has none, so the other specs' counts of the demo points hold.

const WEEKDAY = [['08:30', '12:00'] as [string, string], ['13:00', '17:30'] as [string, string]];

const newPoint = (slug: string, dealerCode: string): BodyOf<'POST /staff/dealer-points/v1'> => ({
  slug,
  dealerCode,
  name: `泰嵐汽車 南投展示中心 ${slug}`,
  city: '南投縣',
  town: '南投市',
  zip: '540',
  street: '南崗三路 88 號',
  phone: '049-222-3456',
  latitude: 23.9157,
  longitude: 120.6639,
  services: ['sales', 'service'],
  hours: [[], WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, []],
  opensOnHolidays: false,
  testDriveTrucks: 0,
});

test('only headquarters and the administrator edit points; a dealer salesperson and marketing are not told they exist', async ({
  request,
}) => {
  for (const who of ['northSales', 'northManager', 'marketing'] as const) {
    const token = await staffToken(request, who);
    expectNotFound(await staffSend(request, token, { call: 'GET /staff/dealer-points/v1' }));
    expectNotFound(
      await staffSend(request, token, {
        call: 'PUT /staff/dealer-points/v1/{slug}',
        params: { slug: 'taoyuan-zhongli' },
        body: { ...newPoint('x', 'north'), version: 1 } as unknown as BodyOf<'PUT /staff/dealer-points/v1/{slug}'>,
      }),
    );
  }
  const admin = await staffToken(request, 'admin');
  const listed = await staffSend(request, admin, { call: 'GET /staff/dealer-points/v1' });
  expect(listed.body.data.length).toBeGreaterThanOrEqual(8);
  expect(listed.body.data[0]).toMatchObject({ version: expect.any(Number), dealerCode: expect.any(String) });
});

test('a new point and a change of its hours reach the public list and page at once, audited; a stale edit is refused with the point as it is', async ({
  request,
}) => {
  const hq = await staffToken(request, 'hq');
  const [dealer] = (await staffSend(request, hq, { call: 'GET /staff/dealers/v1' })).body.data;
  const slug = `nantou-${Date.now().toString(36)}`;
  const created = await staffSend(request, hq, { call: 'POST /staff/dealer-points/v1', body: newPoint(slug, dealer.code) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.data).toMatchObject({ slug, version: 1, dealerName: dealer.name });
  const nantou = (await send(request, { call: 'GET /dealer/point/v1', query: { city: '南投縣' } })).body.data;
  expect(nantou.map((point) => point.slug)).toEqual([slug]);

  // The same address twice is refused on its field.
  expectInvalid(await staffSend(request, hq, { call: 'POST /staff/dealer-points/v1', body: newPoint(slug, dealer.code) }), 'slug');

  // Open on Saturday mornings from now on, and a new number.
  const { slug: _slug, dealerCode: _code, ...facts } = newPoint(slug, dealer.code);
  const saturday: [string, string][] = [['09:00', '12:00']];
  const changed = await staffSend(request, hq, {
    call: 'PUT /staff/dealer-points/v1/{slug}',
    params: { slug },
    body: { ...facts, phone: '049-222-9999', hours: [...facts.hours.slice(0, 6), saturday], testDriveTrucks: 2, version: 1 },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  expect(changed.body.data).toMatchObject({ version: 2, phone: '049-222-9999', testDriveTrucks: 2 });
  // With test trucks, the point takes test drives: two places in each slot it offers.
  const [{ uuid: family }] = (await send(request, { call: 'GET /vehicle/family/v1' })).body.data;
  const slots = await send(request, { call: 'GET /test-drive/slot/v1', query: { point: slug, family } });
  expect(slots.status, JSON.stringify(slots.body)).toBe(200);
  expect(new Set(slots.body.data.slots.map((slot) => slot.left))).toEqual(new Set([2]));
  const publicPoint = (await send(request, { call: 'GET /dealer/point/v1/{slug}', params: { slug } })).body.data;
  expect(publicPoint.phone).toBe('049-222-9999');
  expect(publicPoint.hours[6]).toEqual(saturday);
  const page = await request.get(`/dealers/${slug}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('049-222-9999');
  expect(html).toContain('09:00–12:00');

  // Another editor still holding version 1 is refused, and shown the point as it is now.
  const stale = await staffSend(request, hq, {
    call: 'PUT /staff/dealer-points/v1/{slug}',
    params: { slug },
    body: { ...facts, phone: '049-222-0000', version: 1 },
  });
  expect(stale.body.code).toBe('S00409');
  expect(stale.body.data).toMatchObject({ record: { slug, version: 2, phone: '049-222-9999' } });
  // Saving what is already there changes nothing, and says so.
  const same = await staffSend(request, hq, {
    call: 'PUT /staff/dealer-points/v1/{slug}',
    params: { slug },
    body: { ...facts, phone: '049-222-9999', hours: [...facts.hours.slice(0, 6), saturday], testDriveTrucks: 2, version: 2 },
  });
  expect(same.body).toMatchObject({ code: 'S00422', message: '據點資料沒有變更' });

  const audit = await staffCall<{ items: { action: string; recordNumber: string; beforeText: string; afterText: string }[] }>(
    request,
    await staffToken(request, 'admin'),
    'GET',
    `/staff/audit/v1?record=${slug}`,
  );
  const actions = audit.body.data.items.map((entry) => entry.action);
  expect(actions).toEqual(expect.arrayContaining(['dealer-point.create', 'dealer-point.update']));
  const update = audit.body.data.items.find((entry) => entry.action === 'dealer-point.update')!;
  expect(update.beforeText).toContain('049-222-3456');
  expect(update.afterText).toContain('星期六 09:00–12:00');
});

test('refuses hours, places and coordinates the site would show wrongly, each on its field and in Chinese', async ({ request }) => {
  const hq = await staffToken(request, 'hq');
  const points = (await staffSend(request, hq, { call: 'GET /staff/dealer-points/v1' })).body.data;
  const point = points.find((one) => one.city === '桃園市' && one.town === '中壢區')!;
  const { slug, dealerName: _name, dealerCode: _code, updatedAt: _at, testDrives: _drives, ...facts } = point;
  const put = (body: Partial<BodyOf<'PUT /staff/dealer-points/v1/{slug}'>>) =>
    staffSend(request, hq, { call: 'PUT /staff/dealer-points/v1/{slug}', params: { slug }, body: { ...facts, ...body } });

  const backwards = await put({ hours: [...facts.hours.slice(0, 6), [['12:00', '08:30']]] });
  expectInvalid(backwards, 'hours.6');
  expect(JSON.stringify(backwards.body)).toContain('12:00–08:30 的結束時間要晚於開始時間');
  expectInvalid(await put({ town: '東區' }), 'town');
  // 中壢區 with coordinates in Kaohsiung: a slip the map and the distances would show.
  const far = await put({ latitude: 22.62, longitude: 120.3 });
  expectInvalid(far, 'latitude');
  expect(JSON.stringify(far.body)).toMatch(/座標距離桃園市中壢區約 \d+ 公里/);
  expectInvalid(await put({ latitude: 121.2, longitude: 24.9 }), 'latitude');
  expectInvalid(await put({ services: [] }), 'services');
  expectInvalid(await put({ phone: '1234' }), 'phone');
  // Nothing of it was saved.
  const after = (await staffSend(request, hq, { call: 'GET /staff/dealer-points/v1' })).body.data.find((one) => one.slug === slug)!;
  expect(after.version).toBe(point.version);
});
