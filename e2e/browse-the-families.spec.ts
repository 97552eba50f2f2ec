import type { Locator } from '@playwright/test';
import { expectAccessible } from './axe';
import { jsonLd } from './content';
import { expect, test } from './fixtures';

interface Summary {
  uuid: string;
  name: string;
  startingPrice: number;
}

const twd = (amount: number) => `NT$ ${amount.toLocaleString('en-US')}`;

test.describe('the family pages, as a search engine sees them (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('/vehicleowner lists every family with its tax-included starting price, metadata and JSON-LD', async ({ page, request }) => {
    const families = ((await (await request.get('/api/vehicle/family/v1')).json()) as { data: Summary[] }).data;
    await page.goto('/vehicleowner');
    const cards = page.getByRole('list', { name: '車系' }).getByRole('listitem');
    await expect(cards).toHaveCount(families.length);
    for (const family of families) {
      const card = cards.filter({ hasText: family.name });
      await expect(card).toContainText(`${twd(family.startingPrice)} 起`);
      await expect(card.getByRole('link', { name: family.name, exact: true })).toHaveAttribute('href', `/vehicleowner/info-${family.uuid}`);
    }
    await expect(page).toHaveTitle(/成為車主/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/vehicleowner$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /成為車主/);
    const data = await jsonLd(page);
    expect(data['@type']).toBe('ItemList');
    expect(
      data.itemListElement.map((entry: { item: { name: string; offers: { lowPrice: number; priceCurrency: string } } }) => [
        entry.item.name,
        entry.item.offers.lowPrice,
        entry.item.offers.priceCurrency,
      ]),
    ).toEqual(families.map((family) => [family.name, family.startingPrice, 'TWD']));
  });

  test('a family page has its name, specs, every vehicle with its price, and the way into the configurator', async ({ page, request }) => {
    const [first] = ((await (await request.get('/api/vehicle/family/v1')).json()) as { data: Summary[] }).data;
    const detail = (await (await request.get(`/api/vehicle/family/v1/${first.uuid}`)).json()).data as {
      vehicles: Array<{ price: number }>;
    };
    const response = await page.goto(`/vehicleowner/info-${first.uuid}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    await expect(page.getByText(`${twd(first.startingPrice)} 起`)).toBeVisible();
    // A table from the desktop up, one card per vehicle below it (the mobile breakpoint, lg).
    if ((page.viewportSize()?.width ?? 0) >= 1280)
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(detail.vehicles.length + 1);
    else await expect(page.getByRole('list', { name: /車型與售價/ }).getByRole('listitem')).toHaveCount(detail.vehicles.length);
    await expect(page.getByRole('link', { name: '開始配置' })).toHaveAttribute('href', `/vehicleowner/info-${first.uuid}/components`);
    await expect(page).toHaveTitle(new RegExp(first.name));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/vehicleowner/info-${first.uuid}$`));
    const data = await jsonLd(page);
    expect(data['@type']).toEqual(['Product', 'Vehicle']);
    expect(data.offers.lowPrice).toBe(Math.min(...detail.vehicles.map((vehicle) => vehicle.price)));
  });
});

test('every vehicle of a family reads completely on the screen, price included', async ({ page, request }, info) => {
  const [first] = ((await (await request.get('/api/vehicle/family/v1')).json()) as { data: Summary[] }).data;
  const detail = (await (await request.get(`/api/vehicle/family/v1/${first.uuid}`)).json()).data as {
    vehicles: Array<{ price: number; wheelBase: number; wheelCount: string }>;
  };
  await page.goto(`/vehicleowner/info-${first.uuid}`);
  const width = page.viewportSize()!.width;
  const inView = async (cell: Locator) => {
    await cell.scrollIntoViewIfNeeded();
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x, await cell.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await cell.innerText()).toBeLessThanOrEqual(width);
  };
  if (width >= 1280) {
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.first()).toContainText('軸距');
    for (const [index, vehicle] of detail.vehicles.entries()) {
      const row = rows.nth(index + 1);
      await inView(row.getByRole('cell', { name: `${vehicle.wheelBase.toLocaleString('zh-TW')} mm`, exact: true }));
      await inView(row.getByRole('cell', { name: vehicle.wheelCount, exact: true }));
      await inView(row.getByRole('cell', { name: twd(vehicle.price), exact: true }));
    }
  } else {
    const cards = page.getByRole('list', { name: /車型與售價/ }).getByRole('listitem');
    await expect(cards).toHaveCount(detail.vehicles.length);
    for (const [index, vehicle] of detail.vehicles.entries()) {
      const card = cards.nth(index);
      // Each value next to its label, and each card named differently from the others.
      await inView(card.locator('dt:text-is("軸距") + dd'));
      await expect(card.locator('dt:text-is("軸距") + dd')).toHaveText(`${vehicle.wheelBase.toLocaleString('zh-TW')} mm`);
      await inView(card.locator('dt:text-is("輪數") + dd'));
      await expect(card.locator('dt:text-is("輪數") + dd')).toHaveText(vehicle.wheelCount);
      await inView(card.locator('dt:text-is("售價（含稅）") + dd'));
      await expect(card.locator('dt:text-is("售價（含稅）") + dd')).toHaveText(twd(vehicle.price));
    }
    const names = await cards.getByRole('heading').allInnerTexts();
    expect(new Set(names).size).toBe(detail.vehicles.length);
  }
  await page.screenshot({ path: `/tmp/ui-shots/family-${info.project.name}.png`, fullPage: true });
});

test('the family pages have no serious or critical axe violation', async ({ page, request }) => {
  const [first] = ((await (await request.get('/api/vehicle/family/v1')).json()) as { data: Summary[] }).data;
  for (const path of ['/vehicleowner', `/vehicleowner/info-${first.uuid}`]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});
