import { expect, expectOneFrame, signIn, test } from './fixtures';

test.use({ allowedConsole: [/ERR_FAILED|Failed to load resource|ChunkLoadError|Failed to load chunk|dynamically imported module/i] });

test('a chunk that fails to load reloads the page once; failing again within 10 s it says so in the site frame, and 重新載入 recovers', async ({
  page,
}) => {
  const initial = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') initial.add(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // From here on, every script the first load did not need fails, as after a deploy.
  await page.route('**/_next/static/chunks/**', (route) => (initial.has(route.request().url()) ? route.continue() : route.abort('failed')));

  const loads: number[] = [];
  page.on('load', () => loads.push(Date.now()));
  await page.getByRole('banner').getByRole('button', { name: '登入' }).click();
  await expect.poll(() => loads.length).toBe(1);

  // Failing again within the guard: no second reload, but a message in the site's frame and a way to try again.
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('頁面載入失敗');
  await expect(page.getByText('網路連線可能暫時中斷')).toBeVisible();
  await expect(page.getByText(/Internal Server Error/i)).toHaveCount(0);
  await expectOneFrame(page);
  expect(loads).toHaveLength(1);

  await page.unroute('**/_next/static/chunks/**');
  await page.getByRole('main').getByRole('button', { name: '重新載入' }).click();
  await expect.poll(() => loads.length).toBe(2);
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('dialog', { name: '會員登入' }).getByRole('link', { name: '個人註冊' })).toBeVisible();
});

test("a page's code that fails to load once the reload is spent says so inside the site frame", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!);
  const initial = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') initial.add(request.url());
  });
  await page.goto('/member/purchase?tab=2');
  const contract = page
    .getByRole('main')
    .getByRole('link', { name: /^合約明細/ })
    .first();
  await expect(contract).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.route('**/_next/static/chunks/**', (route) => (initial.has(route.request().url()) ? route.continue() : route.abort('failed')));
  // As if both pages had just been reloaded for a failed chunk: the guard allows no other reload, whether the
  // failure is reported before or after the address changes to the contract's.
  const target = new URL((await contract.getAttribute('href'))!, page.url()).pathname;
  await page.evaluate(
    (paths) => {
      for (const path of paths) sessionStorage.setItem(`chunk-reload:${path}`, String(Date.now()));
    },
    [new URL(page.url()).pathname, target],
  );

  const loads: number[] = [];
  page.on('load', () => loads.push(Date.now()));
  await contract.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('頁面載入失敗');
  expect(loads).toHaveLength(0);
  await expect(page.getByText(/Internal Server Error/i)).toHaveCount(0);
  await expectOneFrame(page);
});
