import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { expect, test } from '../fixtures';
import { putFamilyDetails, staffCall, staffToken, taipeiDay, staffSend } from '../api/staff-support';

// A price list dated later changes a family's page on its day, with nobody in the console: the sitemap
// must then date the page by that day, so search engines come back for the new prices. To reach the day
// the test moves the list's start into the past in the database, which only the PostgreSQL run lets it do.
test.skip(!process.env.DATABASE_URL, 'the embedded database belongs to the server process');

async function startNow(listId: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ at: Date }>(
      'update price_lists set effective_from = now() where id = $1 returning effective_from as at',
      [listId],
    );
    return rows[0].at;
  } finally {
    await client.end();
  }
}

const lastmodOf = async (request: APIRequestContext, familyId: string) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entry = new RegExp(`/vehicleowner/info-${familyId}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml);
  return entry ? Date.parse(entry[1]) : null;
};

test("a price list dated later dates the family's page in the sitemap on its day, not before", async ({ request }) => {
  const hq = await staffToken(request, 'hq');
  const unique = Date.now().toString(36).slice(-5);
  let catalog = (
    await staffSend(request, hq, {
      call: 'POST /staff/catalog/v1',
      body: {
        name: `泰嵐 TL 價格日 ${unique}`,
        series: 'TL 30',
        tagline: '價格表生效日的測試車系',
        description: '這個車系只用來確認價格表生效當天，網站地圖會更新車系頁面的日期。',
        maxQuantity: 2,
        image: '/images/families/light-35.svg',
        keySpecs: [],
      },
    })
  ).body.data;
  const add = async (item: Record<string, unknown>) => {
    const answer = await staffCall<FamilyCatalog>(request, hq, 'POST', `/staff/catalog/v1/${catalog.id}/items`, {
      version: catalog.version,
      available: true,
      ...item,
    });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe('00000');
    catalog = answer.body.data;
  };
  await add({
    kind: 'vehicle',
    hp: 150,
    suspension: '鋼板彈簧',
    ratCode: 'R4.3',
    gearBox: '5速手排',
    wheelBase: 3300,
    wheelCount: '6輪',
    price: 1_200_000,
  });
  await add({ kind: 'color', name: '白', hex: '#ffffff', materialName: '一般烤漆', surcharge: 0 });
  const put = (published: boolean) => putFamilyDetails(request, hq, catalog, { published });
  catalog = (await put(true)).body.data;
  try {
    const published = await lastmodOf(request, catalog.id);
    expect(published, 'the published family is in the sitemap').not.toBeNull();

    const later = async (days: number, price: number) => {
      const list = await staffSend(request, hq, {
        call: 'POST /staff/catalog/v1/{id}/price-lists',
        params: { id: catalog.id },
        body: {
          version: catalog.version,
          name: `${days} 天後價格表`,
          effectiveDate: taipeiDay(days),
          entries: [{ itemId: catalog.vehicles[0].id, price }],
        },
      });
      expect(list.body.code, JSON.stringify(list.body)).toBe('00000');
      catalog = list.body.data;
      return catalog.priceLists.find((each) => each.effectiveDate === taipeiDay(days))!.id;
    };
    const week = await later(7, 1_250_000);
    expect(await lastmodOf(request, catalog.id), 'a list of a later day does not date the page yet').toBe(published);

    // Its day comes: the list's start moved to now in the database. The server would drop its caches at
    // that moment by itself (the day it read); here a second list, dated later still, makes it read again.
    const day = await startNow(week);
    await later(8, 1_260_000);
    expect(await lastmodOf(request, catalog.id), 'on its day the page is dated by it').toBe(day.getTime());
  } finally {
    // Off the site again, so the tests that walk every family meet only the seed's.
    catalog = (await staffSend(request, hq, { call: 'GET /staff/catalog/v1/{id}', params: { id: catalog.id } })).body.data;
    expect((await put(false)).body.code).toBe('00000');
  }
});
