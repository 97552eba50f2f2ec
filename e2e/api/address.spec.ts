import { test, expect } from '@playwright/test';
import { call, expectEnvelope, expectInvalid, expectNotFound } from './support';

const ADDRESS = '/address/address/v1';

interface City {
  cityId: string;
  name: string;
}
interface Town {
  townId: string;
  name: string;
  zip: string;
}

const query = (params: Record<string, string>) => `${ADDRESS}?${new URLSearchParams(params)}`;

test.describe('GET /address/address/v1', () => {
  test('without a query lists the 22 cities and counties, 臺北市 first as 01 and 連江縣 last as 22', async ({ request }) => {
    const answer = await call<City[]>(request, 'GET', ADDRESS);
    expect(answer.status).toBe(200);
    expectEnvelope(answer);
    expect(answer.body.code).toBe('00000');
    const cities = answer.body.data;
    expect(cities).toHaveLength(22);
    expect(cities.map((city) => city.cityId)).toEqual(Array.from({ length: 22 }, (_, i) => String(i + 1).padStart(2, '0')));
    for (const city of cities) {
      expect(Object.keys(city).sort()).toEqual(['cityId', 'name']);
      expect(city.name).toMatch(/^[\u4e00-\u9fff]{2,3}[市縣]$/);
    }
    expect(new Set(cities.map((city) => city.name)).size).toBe(22);
    expect(cities).toContainEqual({ cityId: '01', name: '臺北市' });
    expect(cities).toContainEqual({ cityId: '22', name: '連江縣' });
    expect(cities.map((city) => city.name)).toEqual(expect.arrayContaining(['新北市', '桃園市', '臺中市', '臺南市', '高雄市', '金門縣']));
  });

  test('?cityId=01 lists the towns of 臺北市, 中正區 with zip 100', async ({ request }) => {
    const answer = await call<Town[]>(request, 'GET', query({ cityId: '01' }));
    expect(answer.status).toBe(200);
    expectEnvelope(answer);
    const towns = answer.body.data;
    expect(towns).toHaveLength(12);
    expect(towns).toContainEqual({ townId: '0101', name: '中正區', zip: '100' });
    expect(towns.map((town) => town.name)).toEqual(expect.arrayContaining(['大安區', '信義區', '士林區', '北投區']));
    for (const town of towns) {
      expect(town.townId).toMatch(/^01\d{2}$/);
      expect(town.zip).toMatch(/^1\d{2}$/);
    }
    expect(new Set(towns.map((town) => town.townId)).size).toBe(towns.length);
  });

  test('?cityId=05 (新竹市) has 3 towns that share zip 300 but have their own townIds', async ({ request }) => {
    const cities = (await call<City[]>(request, 'GET', ADDRESS)).body.data;
    expect(cities.find((city) => city.cityId === '05')?.name).toBe('新竹市');
    const answer = await call<Town[]>(request, 'GET', query({ cityId: '05' }));
    expect(answer.status).toBe(200);
    const towns = answer.body.data;
    expect(towns).toHaveLength(3);
    expect(towns.map((town) => town.name).sort()).toEqual(['北區', '東區', '香山區'].sort());
    expect(towns.every((town) => town.zip === '300')).toBe(true);
    expect(new Set(towns.map((town) => town.townId)).size).toBe(3);
    // The zip lookup goes by townId, so each town still answers on its own.
    for (const town of towns) {
      const zip = await call<{ zip: string }>(request, 'GET', query({ cityId: '05', townId: town.townId }));
      expect(zip.body.data).toEqual({ zip: '300' });
    }
  });

  test('every city has towns whose townIds start with its cityId', async ({ request }) => {
    const cities = (await call<City[]>(request, 'GET', ADDRESS)).body.data;
    const seen = new Set<string>();
    for (const city of cities) {
      const answer = await call<Town[]>(request, 'GET', query({ cityId: city.cityId }));
      expect(answer.status, city.name).toBe(200);
      expect(answer.body.data.length, city.name).toBeGreaterThan(0);
      for (const town of answer.body.data) {
        expect(town.townId, `${city.name}${town.name}`).toMatch(new RegExp(`^${city.cityId}\\d{2}$`));
        expect(town.zip, `${city.name}${town.name}`).toMatch(/^\d{3}$/);
        expect(seen.has(town.townId)).toBe(false);
        seen.add(town.townId);
      }
    }
    expect(seen.size).toBeGreaterThan(300);
  });

  test('?cityId=01&townId=0101 answers the zip code alone: {zip: "100"}', async ({ request }) => {
    const answer = await call<{ zip: string }>(request, 'GET', query({ cityId: '01', townId: '0101' }));
    expect(answer.status).toBe(200);
    expectEnvelope(answer);
    expect(answer.body.code).toBe('00000');
    expect(answer.body.data).toEqual({ zip: '100' });
  });

  test('the zip of 連江縣 and 金門縣 towns', async ({ request }) => {
    const matsu = (await call<Town[]>(request, 'GET', query({ cityId: '22' }))).body.data;
    expect(matsu.map((town) => town.name)).toContain('南竿鄉');
    expect(matsu.every((town) => town.zip.startsWith('2'))).toBe(true);
    const kinmen = (await call<Town[]>(request, 'GET', query({ cityId: '21' }))).body.data;
    expect(kinmen.map((town) => town.name)).toContain('金城鎮');
    expect(kinmen.every((town) => town.zip.startsWith('89'))).toBe(true);
  });

  test('a town of another city answers N00404', async ({ request }) => {
    expectNotFound(await call(request, 'GET', query({ cityId: '01', townId: '0201' })));
    expectNotFound(await call(request, 'GET', query({ cityId: '02', townId: '0101' })));
    expectNotFound(await call(request, 'GET', query({ cityId: '05', townId: '0101' })));
  });

  test('an unknown town of a known city answers N00404', async ({ request }) => {
    expectNotFound(await call(request, 'GET', query({ cityId: '01', townId: '0199' })));
  });

  test('an unknown city answers N00404, with or without a town', async ({ request }) => {
    for (const cityId of ['00', '23', '99', '1', '001']) {
      expectNotFound(await call(request, 'GET', query({ cityId })));
    }
    expectNotFound(await call(request, 'GET', query({ cityId: '99', townId: '9901' })));
  });

  test('townId without cityId answers V00001 on cityId', async ({ request }) => {
    const answer = await call(request, 'GET', query({ townId: '0101' }));
    expectEnvelope(answer);
    expectInvalid(answer, 'cityId');
  });

  test('empty and overlong values answer V00001', async ({ request }) => {
    expectInvalid(await call(request, 'GET', query({ cityId: '' })), 'cityId');
    expectInvalid(await call(request, 'GET', query({ cityId: '01', townId: '' })), 'townId');
    expectInvalid(await call(request, 'GET', query({ cityId: '0'.repeat(11) })), 'cityId');
    expectInvalid(await call(request, 'GET', query({ cityId: '01', townId: '1'.repeat(11) })), 'townId');
    expectInvalid(await call(request, 'GET', query({ cityId: 'x'.repeat(5000) })), 'cityId');
  });

  test('an unknown query parameter answers V00001', async ({ request }) => {
    const answer = await call(request, 'GET', query({ zip: '100' }));
    expectEnvelope(answer);
    expectInvalid(answer, 'zip');
  });

  const hostile = [
    "01' OR '1'='1",
    "1' OR 1=1",
    "01'--",
    '01;DROP',
    "' UNION--",
    '%',
    '_',
    '0_',
    '<script>',
    '../01',
    '０１',
    '\u{1F69A}',
    '01 OR 1',
  ];
  for (const value of hostile) {
    test(`a hostile value ${JSON.stringify(value)} answers V00001 or N00404, never a 500`, async ({ request }) => {
      for (const params of [{ cityId: value }, { cityId: '01', townId: value }, { cityId: value, townId: '0101' }] as Record<
        string,
        string
      >[]) {
        const answer = await call(request, 'GET', query(params));
        expectEnvelope(answer);
        expect([404, 422], `${JSON.stringify(params)} → ${JSON.stringify(answer.body)}`).toContain(answer.status);
        if (answer.status === 422) expectInvalid(answer);
        else expectNotFound(answer);
      }
    });
  }

  // PostgreSQL refuses NUL in text; the route wrapper turns control characters into V00001 first.
  test('a NUL character in cityId or townId answers V00001 or N00404, never a 500', async ({ request }) => {
    for (const params of [{ cityId: '01\u0000' }, { cityId: '01', townId: '0101\u0000' }] as Record<string, string>[]) {
      const answer = await call(request, 'GET', query(params));
      expectEnvelope(answer);
      expect([404, 422], `${JSON.stringify(params)} → ${JSON.stringify(answer.body)}`).toContain(answer.status);
    }
  });

  test('the hostile values changed nothing: still 22 cities and 中正區 still has zip 100', async ({ request }) => {
    expect((await call<City[]>(request, 'GET', ADDRESS)).body.data).toHaveLength(22);
    expect((await call(request, 'GET', query({ cityId: '01', townId: '0101' }))).body.data).toEqual({ zip: '100' });
  });
});
