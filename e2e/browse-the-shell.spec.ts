import type { APIRequestContext, Page, Request } from '@playwright/test';
import { MAX_PENDING_PREFETCH } from '@/lib/constants';
import { expect, expectOneFrame, isMobile, test } from './fixtures';

/** The first published family of the catalog (the demo seed). */
async function firstFamily(request: APIRequestContext) {
  const answer = (await (await request.get('/api/vehicle/family/v1')).json()) as { data: Array<{ uuid: string; name: string }> };
  return answer.data[0];
}

test.describe('the shell on every page', () => {
  test('the header leads home, to 成為車主 (not on extra-small screens) and to the login button', async ({ page }) => {
    await page.goto('/news');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '泰嵐商用車 首頁' })).toHaveAttribute('href', '/');
    const owner = header.getByRole('link', { name: '成為車主' });
    if (isMobile(page)) await expect(owner).toBeHidden();
    else await expect(owner).toBeVisible();
    await expect(header.getByRole('button', { name: '登入' })).toBeVisible();
    const box = await header.boundingBox();
    expect(Math.round(box!.height)).toBe(52);

    await header.getByRole('link', { name: '泰嵐商用車 首頁' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('news, the magazine, 購車流程 and 服務據點 are in the header on a desk and in the drawer on a phone', async ({ page }) => {
    await page.goto('/');
    const sections = [
      ['購車流程', '/order'],
      ['最新消息', '/news'],
      ['客戶雜誌', '/magazine'],
      ['服務據點', '/dealers'],
    ] as const;
    const header = page.getByRole('banner');
    for (const [name, href] of sections) {
      const link = header.getByRole('link', { name });
      if (isMobile(page)) await expect(link).toBeHidden();
      else await expect(link).toHaveAttribute('href', href);
    }
    await header.getByRole('button', { name: '登入' }).click();
    const drawer = page.getByRole('dialog').getByRole('navigation', { name: '網站導覽' });
    for (const [name, href] of [['成為車主', '/vehicleowner'], ...sections])
      await expect(drawer.getByRole('link', { name })).toHaveAttribute('href', href);
    await drawer.getByRole('link', { name: '客戶雜誌' }).click();
    await expect(page).toHaveURL(/\/magazine$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('contentinfo').getByRole('navigation', { name: '網站導覽' }).getByRole('link', { name: '最新消息' }),
    ).toBeVisible();
  });

  test('成為車主 goes to the family list', async ({ page }) => {
    test.skip(isMobile(page), 'hidden on extra-small screens');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '成為車主' }).click();
    await expect(page).toHaveURL(/\/vehicleowner$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('成為車主');
  });

  test('/login has no header but keeps the footer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the footer has the brand, © 2023, and its links open in new tabs', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2023');
    for (const name of ['品牌官網', '聯絡我們', '隱私權政策']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByRole('link', { name: '隱私權政策' })).toHaveAttribute('href', '/privacy');
    const direction = await footer.locator('.sh-footer-inner').evaluate((el) => getComputedStyle(el).flexDirection);
    expect(direction).toBe(isMobile(page) ? 'column' : 'row');
  });

  test('the privacy link opens the policy in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const [policy] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('contentinfo').getByRole('link', { name: '隱私權政策' }).click(),
    ]);
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText('隱私權政策');
  });

  test('the four configuration steps hide the footer; the family page keeps it', async ({ page, request }) => {
    const { uuid } = await firstFamily(request);
    await page.goto(`/vehicleowner/info-${uuid}`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    for (const step of ['components', 'color', 'carParts', 'localCarParts']) {
      await page.goto(`/vehicleowner/info-${uuid}/${step}`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
  });
});

/** A visitor scrolls through the page and points at each link (a mouse, or a finger on a phone). */
async function pointAtEveryLink(page: Page) {
  for (const link of await page.locator('a[href^="/"]:not([target]):visible').all()) {
    await link.scrollIntoViewIfNeeded();
    if (isMobile(page)) await link.dispatchEvent('touchstart');
    else await link.hover();
  }
}

test.describe('route prefetch', () => {
  const isPrefetch = (request: Request) => Boolean(request.headers()['next-router-prefetch']);
  const pathOf = (request: Request) => new URL(request.url()).pathname;

  for (const path of ['/', '/news']) {
    test(`${path} prefetches its links, at most ${MAX_PENDING_PREFETCH} pending at once, even when links are pointed at`, async ({
      page,
      context,
    }) => {
      // What the page prefetches when answers come at once (some links are plain anchors, never prefetched).
      const free = await context.newPage();
      const wanted = new Set<string>();
      free.on('request', (request) => isPrefetch(request) && wanted.add(pathOf(request)));
      await free.goto(path);
      await pointAtEveryLink(free);
      await free.waitForLoadState('networkidle');
      await free.close();
      expect(wanted.size).toBeGreaterThan(MAX_PENDING_PREFETCH);

      // Now every prefetch answer is held until the test lets it go, so pending ones pile up unless capped.
      // A released one no longer counts, so the count never overstates what the browser has in flight.
      const held: Array<() => void> = [];
      const prefetched = new Set<string>();
      let pending = 0;
      let most = 0;
      await page.route('**/*', async (route) => {
        const request = route.request();
        if (!isPrefetch(request)) return route.fallback();
        pending += 1;
        most = Math.max(most, pending);
        prefetched.add(pathOf(request));
        await new Promise<void>((release) => held.push(release));
        pending -= 1;
        await route.continue();
      });
      await page.goto(path);
      await pointAtEveryLink(page);
      await expect
        .poll(
          () => {
            held.splice(0).forEach((release) => release());
            return [...wanted].filter((href) => !prefetched.has(href));
          },
          { timeout: 30_000, intervals: [200] },
        )
        .toEqual([]);
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(MAX_PENDING_PREFETCH);
      held.splice(0).forEach((release) => release());
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});

test.describe('public URLs of docs/product.md', () => {
  const pages: Array<[string, string]> = [
    ['/login/0', '會員登入'],
    ['/login/1', '個人註冊'],
    ['/login/2', '企業用戶註冊'],
    ['/login/changePw', '變更密碼'],
    ['/login/forget-1', '忘記密碼'],
    ['/vehicleowner/info-{family}', '{name}'],
    ['/vehicleowner/info-{family}/components', '選擇車型配備'],
    ['/vehicleowner/info-{family}/color', '選擇車色'],
    ['/vehicleowner/info-{family}/carParts', '原廠配件'],
    ['/vehicleowner/info-{family}/localCarParts', '在地加裝配件'],
    ['/vehicleowner/preorder-done', '預購完成'],
    ['/vehicleowner/preorder-result', '預購結果'],
    ['/magazine/magazinelist', '歷期雜誌'],
    ['/verifyemail', '電子郵件驗證'],
  ];
  for (const [path, heading] of pages) {
    test(`${path} answers with its own page`, async ({ page, request }) => {
      const family = path.includes('{family}') ? await firstFamily(request) : { uuid: '', name: '' };
      const response = await page.goto(path.replace('{family}', family.uuid));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.replace('{name}', family.name));
    });
  }
});

test.describe('for crawlers and browsers alike', () => {
  test('the server sends the whole page, shell included, without JavaScript', async ({ request }) => {
    const response = await request.get('/vehicleowner');
    const html = await response.text();
    expect(html).toContain('<html lang="zh-Hant-TW"');
    expect(html).toMatch(/<header class="sh-header">/);
    expect(html).toMatch(/<h1 class="sh-h1">成為車主<\/h1>/);
    expect(html).toMatch(/<footer class="sh-footer">/);
  });

  test('every page answers with the security headers and without X-Powered-By', async ({ request }) => {
    for (const path of ['/', '/login/0', '/no/such/page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toMatch(/object-src 'none'.*base-uri 'none'.*frame-ancestors 'none'/);
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  // Chromium asks for /favicon.ico on its own now and then (a 404 there failed the console guard of
  // whichever test was open): the site's icon answers at the old address too.
  test('the icon browsers fetch at /favicon.ico is the site icon', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await response.body()).readUInt16LE(2), 'an ICO file').toBe(1);
  });
});

test.describe('pages that do not exist', () => {
  test.use({ allowedConsole: [/status of 404/] });

  // An unknown URL, records that do not exist, a page past the last, unknown steps and ids of every area.
  const missing = [
    '/no/such/page',
    '/news/no-such-slug',
    '/news?page=99',
    '/magazine/issue-99',
    '/vehicleowner/info-00000000-0000-0000-0000-000000000000',
    '/vehicleowner/info-00000000-0000-0000-0000-000000000000/color',
    '/vehicleowner/info-abc/wheels',
    '/login/xyz',
  ];
  for (const path of missing) {
    test(`${path} answers 404 in Chinese, with "Page not found: {path}" and ways onward, in one header, one main and one footer`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到這個頁面');
      await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
      await expect(page.getByText(`Page not found: ${path.split('?')[0]}`)).toBeVisible();
      const ways = page.getByRole('navigation', { name: '繼續瀏覽' });
      for (const [name, href] of [
        ['成為車主', '/vehicleowner'],
        ['購車流程', '/order'],
        ['最新消息', '/news'],
        ['客戶雜誌', '/magazine'],
      ])
        await expect(ways.getByRole('link', { name })).toHaveAttribute('href', href);
      await expectOneFrame(page);
    });
  }

  test('an unknown configuration step or login step is a 404 too', async ({ page }) => {
    expect((await page.goto('/vehicleowner/info-abc/wheels'))?.status()).toBe(404);
    expect((await page.goto('/login/7'))?.status()).toBe(404);
  });

  test('a family that does not exist is a 404', async ({ page }) => {
    expect((await page.goto('/vehicleowner/info-0b5f7a2e-3c1d-4e8f-9a6b-2d4c6e8f0a1b'))?.status()).toBe(404);
    expect((await page.goto('/vehicleowner/info-not-a-uuid'))?.status()).toBe(404);
  });
});
