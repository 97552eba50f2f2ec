import { expectAccessible } from './axe';
import { expectPageMetadata, jsonLd, keepScreenshot } from './content';
import { expect, isMobile, test } from './fixtures';

test.describe('a visitor finds a dealer point', () => {
  test('from the site menu to the heavy-vehicle points of 桃園市, then one point: hours, telephone, open now, JSON-LD', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/');
    // On a desk the header lists the sections; on a phone the drawer behind 登入 does.
    if (isMobile(page)) {
      await page.getByRole('banner').getByRole('button', { name: '登入' }).click();
      await page.getByRole('dialog').getByRole('navigation', { name: '網站導覽' }).getByRole('link', { name: '服務據點' }).click();
    } else await page.getByRole('banner').getByRole('link', { name: '服務據點' }).click();
    await expect(page).toHaveURL(/\/dealers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('服務據點');
    const cards = page
      .getByRole('list', { name: '據點列表' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    await expectAccessible(page);

    const filter = page.getByRole('form', { name: '篩選據點' });
    await filter.getByLabel('縣市').selectOption('桃園市');
    await filter.getByLabel('服務項目').selectOption({ label: '重車工作站' });
    await filter.getByRole('button', { name: '篩選' }).click();
    await expect(page).toHaveURL(/city=%E6%A1%83%E5%9C%92%E5%B8%82/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('服務據點：桃園市・重車工作站');
    await expect(page.getByText(/^共 \d+ 個據點/)).toHaveText('共 2 個據點');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['泰嵐汽車 桃園營業所', '泰嵐汽車 中壢服務廠']);
    // With a city chosen, its towns can be chosen too.
    await filter.getByLabel('鄉鎮市區').selectOption('中壢區');
    await filter.getByRole('button', { name: '篩選' }).click();
    await expect(cards).toHaveCount(1);
    await keepScreenshot(page, testInfo, 'dealers-filtered');
    // Another city: the town chosen for the last one no longer narrows the list.
    await filter.getByLabel('縣市').selectOption('新北市');
    await filter.getByLabel('服務項目').selectOption('');
    await filter.getByRole('button', { name: '篩選' }).click();
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['泰嵐汽車 五股營業所']);
    await filter.getByLabel('服務項目').selectOption({ label: '重車工作站' });

    // The nearest heavy-vehicle point to 桃園市中壢區, wherever it is: sorted by distance from the town.
    await filter.getByLabel('縣市').selectOption('');
    await filter.getByRole('button', { name: '篩選' }).click();
    await filter.getByLabel('我在（由近到遠排列）').selectOption('桃園市中壢區');
    await filter.getByRole('button', { name: '篩選' }).click();
    await expect(page.getByText(/^共 \d+ 個據點/)).toHaveText(/由近到遠（與桃園市中壢區的直線距離）/);
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText('泰嵐汽車 中壢服務廠');
    await expect(cards.first()).toContainText(/距離約 \d\.\d 公里/);
    await expect(cards.last()).toContainText(/距離約 \d{3} 公里/);
    await expect(page.getByRole('img', { name: /^據點地圖：\d+ 個據點，以桃園市中壢區為中心（列表列出同樣的據點）$/ })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'dealers-near');

    await cards.getByRole('link', { name: '泰嵐汽車 中壢服務廠' }).click();
    await expect(page).toHaveURL(/\/dealers\/taoyuan-zhongli$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('泰嵐汽車 中壢服務廠');
    await expect(page.getByRole('link', { name: '03-4526-1180' })).toHaveAttribute('href', 'tel:0345261180');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('row', { name: /星期一/ })).toContainText('08:00–20:00');
    await expect(page.getByRole('row', { name: /星期日/ })).toContainText('休息');
    // Whether it is open now, in words (the hours' rules are lib/dealers/points.test.ts's).
    await expect(
      page
        .getByRole('paragraph')
        .filter({ hasText: /^(營業中（\d\d:\d\d 休息）|休息中（今天 \d\d:\d\d 營業）|今天已休息|今天休息（.+）|星期.休息)$/ }),
    ).toBeVisible();
    await expect(page.getByText('國定假日照常營業。')).toBeVisible();
    const data = await jsonLd(page);
    expect(data).toMatchObject({
      '@type': 'AutoRepair',
      name: '泰嵐汽車 中壢服務廠',
      telephone: '03-4526-1180',
      address: { addressRegion: '桃園市', addressLocality: '中壢區', postalCode: '320' },
    });
    expect((data as { openingHoursSpecification: unknown[] }).openingHoursSpecification).toHaveLength(6);
    await expectPageMetadata(page, request, { title: /^泰嵐汽車 中壢服務廠｜泰嵐商用車$/, path: '/dealers/taoyuan-zhongli' });
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'dealer-point');
  });
});

test.describe('a visitor sorts the points by where they are', () => {
  test('with the browser location allowed, the nearest first; refused, a way to choose the town instead', async ({
    page,
    context,
  }, testInfo) => {
    // Near 中壢 (the 桃園 high-speed rail station).
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 25.0131, longitude: 121.2152 });
    await page.goto('/dealers?service=heavy-bay');
    await page.getByRole('button', { name: '用我目前的位置排序' }).click();
    // Rounded to about a kilometre; the service chosen is kept.
    await expect(page).toHaveURL(/\/dealers\?service=heavy-bay&at=25\.01%2C121\.22$/);
    await expect(page.getByText(/^共 \d+ 個據點/)).toHaveText(/由近到遠（與您的位置的直線距離）/);
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText('泰嵐汽車 中壢服務廠');
    await expect(page.getByRole('img', { name: /以您的位置為中心/ })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'dealers-located');
    // Choosing a town in 我在 sorts from the town instead.
    const filter = page.getByRole('form', { name: '篩選據點' });
    await filter.getByLabel('我在（由近到遠排列）').selectOption('高雄市前鎮區');
    await filter.getByRole('button', { name: '篩選' }).click();
    await expect(page.getByText(/^共 \d+ 個據點/)).toHaveText(/與高雄市前鎮區的直線距離/);

    await context.clearPermissions();
    await page.goto('/dealers');
    await page.getByRole('button', { name: '用我目前的位置排序' }).click();
    await expect(page.getByRole('status').filter({ hasText: '您沒有允許本網站取得位置' })).toBeVisible();
    await expect(page).toHaveURL(/\/dealers$/);
  });
});

test.describe('addresses of the dealer pages that lead nowhere', () => {
  // The 404s asked for on purpose.
  test.use({ allowedConsole: [/status of 404 \(Not Found\)/] });

  test('a filter the list does not know is a 404, and the sitemap lists every point', async ({ page, request }) => {
    expect((await page.goto('/dealers?service=towing'))?.status()).toBe(404);
    expect((await page.goto('/dealers/no-such-point'))?.status()).toBe(404);
    expect((await page.goto('/dealers?near=%E4%B8%AD%E5%A3%A2%E5%8D%80'))?.status()).toBe(404);
    expect((await page.goto('/dealers?at=here'))?.status()).toBe(404);
    // A place off the map is no error: the list stays north to south and says why.
    expect((await page.goto('/dealers?at=35.68,139.69'))?.status()).toBe(200);
    await expect(page.getByText('您的位置不在臺灣、金門或馬祖，以下由北到南排列。', { exact: false })).toBeVisible();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/dealers</loc>');
    expect(sitemap).toContain('/dealers/taoyuan-zhongli</loc>');
  });
});
