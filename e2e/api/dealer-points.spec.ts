import { test, expect } from '@playwright/test';
import { call, CJK, expectEnvelope, expectInvalid, expectNotFound, send } from './support';

// The dealers' sales and service points (據點): public reads, the same for everyone.

test('lists at least 8 points of the three dealers across Taiwan, north to south, each with hours for every weekday', async ({
  request,
}) => {
  const answer = await send(request, { call: 'GET /dealer/point/v1' });
  expectEnvelope(answer);
  const points = answer.body.data;
  expect(points.length).toBeGreaterThanOrEqual(8);
  expect(new Set(points.map((point) => point.dealerName)).size).toBe(3);
  expect(new Set(points.map((point) => point.city)).size).toBeGreaterThanOrEqual(8);
  const latitudes = points.map((point) => point.latitude);
  expect(latitudes).toEqual([...latitudes].sort((a, b) => b - a));
  for (const point of points) {
    expect(point.hours, point.name).toHaveLength(7);
    expect(point.phone, point.name).toMatch(/^0\d{1,2}-\d{3,4}-\d{4}$/);
    expect(point.latitude > 21.8 && point.latitude < 25.4 && point.longitude > 119.9 && point.longitude < 122.1, point.name).toBe(true);
  }
});

test('narrows the list by city, town and service', async ({ request }) => {
  const taoyuan = (await send(request, { call: 'GET /dealer/point/v1', query: { city: '桃園市' } })).body.data;
  expect(taoyuan.map((point) => point.town).sort()).toEqual(['中壢區', '觀音區']);
  const zhongli = (await send(request, { call: 'GET /dealer/point/v1', query: { city: '桃園市', town: '中壢區' } })).body.data;
  expect(zhongli.map((point) => point.name)).toEqual(['泰嵐汽車 中壢服務廠']);
  const builders = (await send(request, { call: 'GET /dealer/point/v1', query: { service: 'body-builder' } })).body.data;
  expect(builders.length).toBeGreaterThan(0);
  for (const point of builders) expect(point.services).toContain('body-builder');
  expect((await send(request, { call: 'GET /dealer/point/v1', query: { city: '連江縣' } })).body.data).toEqual([]);
});

test('refuses a service it does not know, an overlong place and a town without its city, in Chinese', async ({ request }) => {
  expectInvalid(await call(request, 'GET', '/dealer/point/v1?service=towing'), 'service');
  expectInvalid(await call(request, 'GET', `/dealer/point/v1?city=${encodeURIComponent('臺'.repeat(11))}`), 'city');
  // 東區 is a town of three cities: a town alone is refused.
  expectInvalid(await call(request, 'GET', `/dealer/point/v1?town=${encodeURIComponent('東區')}`), 'city');
  const unknown = await call(request, 'GET', '/dealer/point/v1?region=north');
  expect(unknown.status).toBe(422);
  expect((unknown.body.data as { errors: { message: string }[] }).errors[0].message).toMatch(CJK);
});

test('answers one point by its slug, and N00404 for a slug no point has', async ({ request }) => {
  const answer = await send(request, { call: 'GET /dealer/point/v1/{slug}', params: { slug: 'taoyuan-zhongli' } });
  expectEnvelope(answer);
  expect(answer.body.data).toMatchObject({ name: '泰嵐汽車 中壢服務廠', city: '桃園市', town: '中壢區', opensOnHolidays: true });
  expect(answer.body.data.services).toContain('heavy-bay');
  expectNotFound(await call(request, 'GET', '/dealer/point/v1/no-such-point'));
});
