import { expect, test } from './fixtures';

test.use({ allowedConsole: [/ERR_FAILED|Failed to load resource|ChunkLoadError|Failed to load chunk|dynamically imported module/i] });

test('a chunk that fails to load reloads the page once, and not again within 10 s', async ({ page }) => {
  const initial = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') initial.add(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // From here on, every script the first load did not need fails, as after a deploy.
  await page.route('**/_next/static/chunks/**', (route) =>
    initial.has(route.request().url()) ? route.continue() : route.abort('failed'),
  );

  const loads: number[] = [];
  page.on('load', () => loads.push(Date.now()));
  await page.getByRole('banner').getByRole('button', { name: '登入' }).click();
  await expect.poll(() => loads.length).toBe(1);

  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('button', { name: '登入' }).click();
  await page.waitForTimeout(2_000);
  expect(loads).toHaveLength(1);
});
