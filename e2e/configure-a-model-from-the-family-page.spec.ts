import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { twd } from './configurator';
import type { Vehicle, VehicleFamilyDetail } from '@/lib/schemas/catalog';

async function families(request: APIRequestContext) {
  const list = ((await (await request.get('/api/vehicle/family/v1')).json()) as { data: Array<{ uuid: string }> }).data;
  return Promise.all(
    list.map(async ({ uuid }) => (await (await request.get(`/api/vehicle/family/v1/${uuid}`)).json()).data as VehicleFamilyDetail),
  );
}

/** Each group of step 1 and the start of its one line, as a visitor reads them. */
const EXPLAINED = {
  馬力: '引擎的最大輸出',
  懸吊: '支撐車身、吸收路面震動',
  後軸齒比: '傳動軸轉幾圈後輪才轉一圈',
  變速箱: '手排較省油',
  軸距: '前後輪軸中心的距離',
  輪數: '全車的輪胎數',
};

const checked = (page: Page, group: string) => page.getByRole('radiogroup', { name: group }).getByRole('radio', { checked: true });

/** The six groups of step 1 show this vehicle's components, and the price is its price. */
async function expectBuild(page: Page, vehicle: Vehicle) {
  await expect(checked(page, '馬力')).toHaveAccessibleName(`${vehicle.hp} hp`);
  await expect(checked(page, '懸吊')).toHaveAccessibleName(vehicle.suspension);
  await expect(checked(page, '後軸齒比')).toHaveAccessibleName(vehicle.ratCode);
  await expect(checked(page, '變速箱')).toHaveAccessibleName(vehicle.gearBox);
  await expect(checked(page, '軸距')).toHaveAccessibleName(`${vehicle.wheelBase.toLocaleString('en-US')} mm`);
  await expect(checked(page, '輪數')).toHaveAccessibleName(vehicle.wheelCount);
  await expect(page.getByTestId('price-total')).toHaveText(twd(vehicle.price));
}

test.describe('choosing a model on the family page', () => {
  test('a model picked in the family table opens the configurator with it chosen, and step 1 is never empty', async ({ page, request }) => {
    const [, medium] = await families(request);
    const index = 6;
    const vehicle = medium.vehicles[index];
    await page.goto(`/vehicleowner/info-${medium.uuid}`);
    // The table from the desktop up, the cards below it: each has one link per model.
    await page.getByRole('link', { name: `配置車型 ${index + 1}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('選擇車型配備');
    await expectBuild(page, vehicle);
    // The model's query leaves the address, so a reload keeps what the visitor changes afterwards.
    await expect(page).toHaveURL(new RegExp(`/vehicleowner/info-${medium.uuid}/components$`));
    await page.reload();
    await expectBuild(page, vehicle);

    // Another family opened from its 開始配置 starts from its first model, with 下一步 open at once.
    const [light] = await families(request);
    await page.goto(`/vehicleowner/info-${light.uuid}`);
    await page.getByRole('link', { name: '開始配置' }).click();
    await expectBuild(page, light.vehicles[0]);
    await expect(page.getByText(/尚需選擇/)).toHaveCount(0);
    await page.getByRole('link', { name: '下一步：車色' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('選擇車色');
  });

  test('the family page stays server-rendered: every model link is in the HTML as sent', async ({ request }) => {
    const [light] = await families(request);
    const html = await (await request.get(`/vehicleowner/info-${light.uuid}`)).text();
    for (const vehicle of light.vehicles)
      expect(html).toContain(`href="/vehicleowner/info-${light.uuid}/components?vehicle=${encodeURIComponent(vehicle.uuid)}"`);
  });

  test("step 1 as sent names the six groups with their explanations and values, before the selection's code runs", async ({ request }) => {
    const [light] = await families(request);
    const html = await (await request.get(`/vehicleowner/info-${light.uuid}/components`)).text();
    for (const [group, hint] of Object.entries(EXPLAINED)) {
      expect(html).toContain(`>${group}</p>`);
      expect(html).toContain(hint);
    }
    for (const vehicle of light.vehicles) expect(html).toContain(`>${vehicle.gearBox}</span>`);
  });
});
