import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, openContext, test } from './fixtures';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { encodeSelection, SHARE_QUERY } from '@/lib/configurator/share';

const twd = (amount: number) => `NT$ ${amount.toLocaleString('en-US')}`;

async function families(request: APIRequestContext) {
  const list = ((await (await request.get('/api/vehicle/family/v1')).json()) as { data: Array<{ uuid: string }> }).data;
  return Promise.all(
    list.map(async ({ uuid }) => (await (await request.get(`/api/vehicle/family/v1/${uuid}`)).json()).data as VehicleFamilyDetail),
  );
}

/** Picks a value of a choice group by clicking its card, as a person would. */
const pick = (page: Page, group: string, value: string) =>
  page.getByRole('radiogroup', { name: group }).getByText(value, { exact: true }).click();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A part's card: its checkbox, named by the part. */
const partBox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${escaped(name)}`) });
/** Ticks or unticks a part by clicking its card. */
const clickPart = (page: Page, name: string) => page.locator('label', { has: partBox(page, name) }).click();

test.describe('the configurator', () => {
  test('components narrow each other, then color, factory and local parts, with the price always right; a reload keeps it all and a share link carries it', async ({
    page,
    request,
    browser,
  }) => {
    const [light] = await families(request);
    const vehicle = light.vehicles.find((each) => each.suspension === '空氣懸吊')!;
    await page.goto(`/vehicleowner/info-${light.uuid}`);
    await page.getByRole('link', { name: '開始配置' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('選擇車型配備');
    // Step 1 starts from the family's first model, which the visitor changes.
    await expect(page.getByTestId('price-total')).toHaveText(twd(light.vehicles[0].price));

    // Air suspension does not go with it: the card says so, and picking it offers the smallest change.
    const suspension = page.getByRole('radiogroup', { name: '懸吊' });
    await expect(suspension.getByRole('radio', { name: /空氣懸吊/ })).toBeEnabled();
    await expect(suspension.getByRole('radio', { name: /空氣懸吊/ })).toHaveAccessibleDescription('需一併調整馬力、變速箱、軸距');
    await pick(page, '懸吊', '空氣懸吊');
    const adjust = page.getByRole('dialog', { name: '調整其他配備' });
    await expect(adjust).toContainText('選擇懸吊 空氣懸吊會將 馬力 改為 175 hp、變速箱 改為 6速自手排 AMT、軸距 改為 3,350 mm。');
    await adjust.getByRole('button', { name: '取消' }).click();
    await expect(adjust).toBeHidden();
    await expect(suspension.getByRole('radio', { name: /鋼板彈簧/ })).toBeChecked();
    await expect(page.getByTestId('price-total')).toHaveText(twd(light.vehicles[0].price));
    await pick(page, '懸吊', '空氣懸吊');
    await adjust.getByRole('button', { name: '套用' }).click();
    await expect(adjust).toBeHidden();
    for (const [group, value] of [
      ['懸吊', '空氣懸吊'],
      ['馬力', `${vehicle.hp} hp`],
      ['變速箱', vehicle.gearBox],
      ['軸距', `${vehicle.wheelBase.toLocaleString('en-US')} mm`],
    ])
      await expect(page.getByRole('radiogroup', { name: group }).getByRole('radio', { checked: true })).toHaveAccessibleName(value);
    await expect(page.getByText(/已選定車型/)).toBeVisible();
    await expect(page.getByTestId('price-total')).toHaveText(twd(vehicle.price));

    await page.getByRole('link', { name: '下一步：車色' }).click();
    const color = light.colors[1];
    const paint = color.materials.at(-1)!;
    await pick(page, '車色', color.name);
    await pick(page, `${color.name}的烤漆`, paint.name);
    await expect(page.getByTestId('price-total')).toHaveText(twd(vehicle.price + paint.surcharge));

    await page.getByRole('link', { name: '下一步：原廠配件' }).click();
    const factory = light.carParts[0];
    await clickPart(page, factory.name);
    await expect(page.getByTestId('price-total')).toHaveText(twd(vehicle.price + paint.surcharge + factory.price));

    await page.getByRole('link', { name: '下一步：在地加裝' }).click();
    const [box, reefer] = light.localCarParts.filter((part) => part.exclusiveGroup === '車斗車廂' && /箱型|冷凍/.test(part.name));
    await clickPart(page, box.name);
    await clickPart(page, reefer.name);
    await expect(page.getByText(`已改選「${reefer.name}」，取代「${box.name}」（同類只能擇一）`)).toBeVisible();
    await expect(partBox(page, box.name)).not.toBeChecked();
    await expect(partBox(page, reefer.name)).toBeChecked();
    const total = twd(vehicle.price + paint.surcharge + factory.price + reefer.price);
    await expect(page.getByTestId('price-total')).toHaveText(total);
    await expect(page.getByRole('img', { name: new RegExp(`${escaped(color.name)}車身.*${escaped(reefer.name)}`) })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('price-total')).toHaveText(total);
    await page.goto(`/vehicleowner/info-${light.uuid}/components`);
    await expect(page.getByTestId('price-total')).toHaveText(total);

    // The share link reopens the same configuration on another device (a fresh browser context).
    await page.getByRole('button', { name: '顯示連結' }).click();
    const link = await page.getByRole('textbox', { name: /在其他裝置開啟這個連結/ }).inputValue();
    const other = await openContext(browser, { viewport: page.viewportSize() ?? undefined });
    const elsewhere = await other.newPage();
    await elsewhere.goto(link);
    await expect(elsewhere.getByTestId('price-total')).toHaveText(total);
    await expect(elsewhere.getByRole('status').filter({ hasText: '已開啟分享的配置' })).toBeVisible();
    await expect(elsewhere).toHaveURL(new RegExp(`/vehicleowner/info-${light.uuid}/components$`));
    await expect(elsewhere.getByRole('radiogroup', { name: '懸吊' }).getByRole('radio', { name: /空氣懸吊/ })).toBeChecked();
    await other.close();
  });

  test('顯示連結 unfolds the share link from nothing and folds it away again, rather than popping', async ({ page, request }) => {
    const [light] = await families(request);
    await page.goto(`/vehicleowner/info-${light.uuid}/components`);
    const toggle = page.getByRole('button', { name: '顯示連結' });
    const link = page.getByRole('textbox', { name: /在其他裝置開啟這個連結/ });
    const panel = page.locator('#share-link-panel');
    // Read in the page as React commits: the panel's height when it first appears, and whether it is
    // still there (folding) when the button says it is closed.
    const heightOnArrival = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const arrived = document.getElementById('share-link-panel');
            if (!arrived) return;
            observer.disconnect();
            resolve(arrived.getBoundingClientRect().height);
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await toggle.click();
    expect(await heightOnArrival).toBe(0);
    await expect(link).toBeVisible();
    // It unfolds over the following frames (a busy machine may not have drawn the first one yet).
    await expect.poll(async () => (await panel.boundingBox())?.height ?? 0).toBeGreaterThan(0);

    const thereWhenClosed = toggle.evaluate(
      (button) =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            if (button.getAttribute('aria-expanded') !== 'false') return;
            observer.disconnect();
            resolve(document.getElementById('share-link-panel') !== null);
          });
          observer.observe(button, { attributes: true });
        }),
    );
    await toggle.click();
    expect(await thereWhenClosed).toBe(true);
    await expect(link).toBeHidden();
    await expect(panel).toHaveCount(0);
  });

  test('with reduced motion, 顯示連結 still shows and hides the share link', async ({ page, request }) => {
    const [light] = await families(request);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/vehicleowner/info-${light.uuid}/components`);
    const toggle = page.getByRole('button', { name: '顯示連結' });
    const link = page.getByRole('textbox', { name: /在其他裝置開啟這個連結/ });
    await toggle.click();
    await expect(link).toBeVisible();
    await toggle.click();
    await expect(link).toBeHidden();
    await toggle.click();
    await expect(link).toBeVisible();
  });

  test('a reload of the components step keeps the build as changed', async ({ page, request }) => {
    const [light] = await families(request);
    await page.goto(`/vehicleowner/info-${light.uuid}/components`);
    await pick(page, '後軸齒比', 'R4.9');
    await expect(page.getByTestId('price-total')).toHaveText(twd(light.vehicles[1].price));
    await page.reload();
    await expect(page.getByRole('radiogroup', { name: '後軸齒比' }).getByRole('radio', { name: /R4\.9/ })).toBeChecked();
    await expect(page.getByTestId('price-total')).toHaveText(twd(light.vehicles[1].price));
  });

  test('another family starts afresh from its own first model, and its color step opens at once', async ({ page, request }) => {
    const [light, medium] = await families(request);
    await page.goto(`/vehicleowner/info-${light.uuid}/components`);
    await pick(page, '後軸齒比', 'R4.9');
    await page.goto(`/vehicleowner/info-${medium.uuid}/color`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('選擇車色');
    await expect(page.getByRole('radiogroup', { name: '車色' })).toBeVisible();
    await page.getByRole('link', { name: '車型配備', exact: true }).click();
    await expect(page.getByRole('radiogroup', { name: '馬力' }).getByRole('radio', { checked: true })).toHaveAccessibleName(
      `${medium.vehicles[0].hp} hp`,
    );
    await expect(page.getByTestId('price-total')).toHaveText(twd(medium.vehicles[0].price));
  });

  test('a share link to a later step is drawn by the server: before any script runs, the link’s color, paint, part, quantity and total are there', async ({
    browser,
    request,
  }) => {
    const [light] = await families(request);
    const vehicle = light.vehicles[1];
    const color = light.colors[1];
    const paint = color.materials.at(-1)!;
    const part = light.carParts[0];
    const selection = {
      vehicleUuid: vehicle.uuid,
      colorUuid: color.uuid,
      colorMaterialUuid: paint.uuid,
      originPartUuids: [part.uuid],
      localPartUuids: [],
      quantity: 2,
    };
    const context = await openContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/vehicleowner/info-${light.uuid}/color?${SHARE_QUERY}=${encodeSelection(selection)}`);
    await expect(page.getByText('正在載入配置…')).toHaveCount(0);
    await expect(
      page.getByRole('radiogroup', { name: '車色' }).getByRole('radio', { name: new RegExp(`^${escaped(color.name)}`) }),
    ).toBeChecked();
    await expect(
      page.getByRole('radiogroup', { name: `${color.name}的烤漆` }).getByRole('radio', { name: new RegExp(`^${escaped(paint.name)}`) }),
    ).toBeChecked();
    await expect(page.getByTestId('price-total')).toHaveText(twd(2 * (vehicle.price + paint.surcharge + part.price)));
    // Followed before any script has run, the next step's link opens the same selection.
    await page.getByRole('link', { name: '下一步：原廠配件' }).first().click();
    await expect(page).toHaveURL(/\/carParts\?c=/);
    await expect(partBox(page, part.name)).toBeChecked();
    await page.goto(`/vehicleowner/info-${light.uuid}/localCarParts?${SHARE_QUERY}=${encodeSelection(selection)}&preorder=1`);
    await expect(page.getByTestId('quantity')).toHaveText('2 台');
    await expect(page.getByRole('button', { name: '登入後送出預購' })).toBeVisible();
    await context.close();
  });

  test('on a phone the total and 下一步 stay in view at the bottom while scrolling, covering nothing; wide screens keep the price beside the step', async ({
    page,
    request,
  }) => {
    const [light] = await families(request);
    await page.goto(`/vehicleowner/info-${light.uuid}/components`);
    const bar = page.getByRole('region', { name: '總價與下一步' });
    await expect(page.getByTestId('price-total')).toHaveText(twd(light.vehicles[0].price));
    if (page.viewportSize()!.width >= 1280) {
      await expect(bar).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByTestId('price-total')).toBeInViewport();
      return;
    }
    await expect(bar).toContainText(twd(light.vehicles[0].price));
    for (const top of [0, 700, 1400, 100_000]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await expect(bar).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole('link', { name: '下一步：車色' })).toBeInViewport({ ratio: 1 });
    }
    // Scrolled to the end, the page's last controls end above the bar, not under it.
    const barTop = (await bar.boundingBox())!.y;
    const print = (await page.getByRole('button', { name: '列印規格表' }).boundingBox())!;
    expect(print.y + print.height).toBeLessThanOrEqual(barTop);
    // Nothing in the bar moved since the page loaded (no layout shift from it).
    const barShifts = await bar.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          // The buffered shifts come in one call, or none comes when there were none.
          setTimeout(() => resolve(0), 1000);
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as Array<{ sources: Array<{ node?: Node }> }>;
            resolve(entries.filter((entry) => entry.sources.some((source) => source.node && element.contains(source.node))).length);
          }).observe({ type: 'layout-shift', buffered: true });
        }),
    );
    expect(barShifts).toBe(0);

    // The bar follows the build, and its 下一步 goes on.
    await pick(page, '後軸齒比', 'R4.9');
    await expect(bar).toContainText(twd(light.vehicles[1].price));
    await bar.getByRole('link', { name: '下一步：車色' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('選擇車色');
    await expect(bar).toContainText('請先選擇車色與烤漆');
  });

  test('each step has no serious or critical axe violation', async ({ page, request }) => {
    const [light] = await families(request);
    const vehicle = light.vehicles[0];
    await page.goto(`/vehicleowner/info-${light.uuid}/components`);
    await pick(page, '馬力', `${vehicle.hp} hp`);
    await expectAccessible(page);
    for (const key of ['suspension', 'ratCode', 'gearBox', 'wheelCount'] as const) {
      const group = { suspension: '懸吊', ratCode: '後軸齒比', gearBox: '變速箱', wheelCount: '輪數' }[key];
      await pick(page, group, String(vehicle[key]));
    }
    await pick(page, '軸距', `${vehicle.wheelBase.toLocaleString('en-US')} mm`);
    await page.getByRole('link', { name: '下一步：車色' }).click();
    await pick(page, '車色', light.colors[0].name);
    await expectAccessible(page);
    await page.getByRole('link', { name: '下一步：原廠配件' }).click();
    await expect(partBox(page, light.carParts[0].name)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: '下一步：在地加裝' }).click();
    await page.getByRole('button', { name: `「${light.localCarParts[0].name}」詳細說明` }).click();
    await expect(page.getByRole('dialog', { name: light.localCarParts[0].name })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a stored selection that does not fit', () => {
  const NOTICE = '先前儲存的配置無法讀取，已重設。';
  // Each field as redux-persist writes it: a JSON string per field, inside a JSON object.
  const stored = (fields: Record<string, unknown>) =>
    JSON.stringify({
      ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)])),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    });
  const shapes: Array<[string, (family: VehicleFamilyDetail) => string, boolean]> = [
    ['selectedOrigin is null', (f) => stored({ selectedCarSeries: f.uuid, selectedOrigin: null, selectedLocal: [], quantity: 1 }), true],
    [
      'wrong types',
      (f) => stored({ selectedCarSeries: f.uuid, selectedHp: 'strong', quantity: 'many', selectedLocal: 7, acceptAgreement: 'yes' }),
      true,
    ],
    ['an array for an object', (f) => stored({ selectedCarSeries: f.uuid, selectedColor: ['x'], selectedOrigin: { a: 1 } }), true],
    ['the whole value an array', () => '[1,2,3]', true],
    ['the whole value null', () => 'null', true],
    ['not JSON', () => '{not json', true],
    ['a field that is not JSON', (f) => JSON.stringify({ selectedCarSeries: JSON.stringify(f.uuid), selectedOrigin: '[oops' }), true],
    [
      'an old version: raw values, other names',
      (f) => JSON.stringify({ carSeries: f.uuid, selectedOrigin: ['a'], parts: ['x'], _persist: '{"version":0}' }),
      true,
    ],
    [
      'an unknown family',
      () => stored({ selectedCarSeries: 'no-such-family', selectedVehicle: 'ghost', selectedOrigin: [], selectedLocal: [], quantity: 1 }),
      false,
    ],
    ['a withdrawn vehicle, color and parts', (f) => stored({ ...withdrawn(f) }), false],
  ];
  const withdrawn = (f: VehicleFamilyDetail) => ({
    selectedCarSeries: f.uuid,
    selectedVehicle: '00000000-0000-4000-8000-000000000000',
    selectedHp: 9999,
    selectedSuspension: '反重力懸吊',
    selectedRatCode: 'R9.9',
    selectedGearBox: '9速',
    selectedWheelBase: 1,
    selectedWheelCount: '99輪',
    selectedColor: '00000000-0000-4000-8000-000000000001',
    selectedColorMaterial: '00000000-0000-4000-8000-000000000002',
    selectedOrigin: ['00000000-0000-4000-8000-000000000003'],
    selectedLocal: ['00000000-0000-4000-8000-000000000004'],
    quantity: 1,
    acceptAgreement: true,
    isFinishReading: true,
  });
  const steps: Array<[string, string]> = [
    ['components', '選擇車型配備'],
    ['color', '選擇車色'],
    ['carParts', '原廠配件'],
    ['localCarParts', '在地加裝配件'],
    ['localCarParts?preorder=1', '確認預購'],
  ];

  for (const [name, shape, malformed] of shapes) {
    test(`${name}: every step renders with its header${malformed ? ', and says the selection was reset' : ''}`, async ({
      page,
      request,
    }) => {
      const [light] = await families(request);
      await page.addInitScript((value) => window.localStorage.setItem('persist:vehicleOrder', value), shape(light));
      for (const [step, title] of steps) {
        await page.goto(`/vehicleowner/info-${light.uuid}/${step}`);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByText(/正在載入配置/)).toHaveCount(0);
        if (malformed) await expect(page.getByText(NOTICE)).toBeVisible();
        else await expect(page.getByText(NOTICE)).toHaveCount(0);
      }
      // What is left is a selection that can be made again from the first step.
      await page.goto(`/vehicleowner/info-${light.uuid}/components`);
      await pick(page, '馬力', `${light.vehicles[0].hp} hp`);
      await expect(page.getByRole('radiogroup', { name: '馬力' }).getByRole('radio', { checked: true })).toHaveCount(1);
    });
  }
});
