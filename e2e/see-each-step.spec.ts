import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { configure, firstFamily } from './configurator';
import { expect, test } from './fixtures';

// A screenshot of every configurator step at the project's width (375 px on mobile, 1440 px on
// desktop), kept with the report and in test-results/screenshots for a person to look at, and the
// layout checks a person would make on them.

const box = async (page: Page, name: string, locator: ReturnType<Page['locator']>) => {
  const found = await locator.boundingBox();
  expect(found, `${name} is laid out`).not.toBeNull();
  return found!;
};

async function keep(page: Page, testInfo: TestInfo, name: string) {
  const path = join(testInfo.project.outputDir, 'screenshots', `${testInfo.project.name}-${name}.png`);
  const body = await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

test('each step, from the components to the pre-order, laid out for the width and kept as a screenshot', async ({
  page,
  request,
}, testInfo) => {
  const family = await firstFamily(request);
  await configure(page, family);
  const phone = (page.viewportSize()?.width ?? 0) < 768;

  for (const [step, query] of [
    ['components', ''],
    ['color', ''],
    ['carParts', ''],
    ['localCarParts', ''],
    ['localCarParts', '?preorder=1'],
  ]) {
    await page.goto(`/vehicleowner/info-${family.uuid}/${step}${query}`);
    const preview = page.getByRole('img', { name: new RegExp(`^${family.name} 示意圖`) });
    const summary = page.getByRole('region', { name: '價格明細' });
    await expect(preview).toBeVisible();
    await expect(summary).toBeVisible();
    await expect(page.getByText('正在載入配置…')).toHaveCount(0);
    // The fonts have drawn the Chinese text before the picture is taken.
    await page.evaluate(() => document.fonts.ready);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${step}${query}: nothing wider than the screen`).toBeLessThanOrEqual(0);

    const heading = await box(page, 'the heading', page.getByRole('heading', { level: 1 }));
    const drawing = await box(page, 'the drawing', preview);
    const price = await box(page, 'the price', summary);
    if (phone) {
      // One column: the drawing first, the price after the step.
      expect(drawing.y).toBeGreaterThan(heading.y);
      expect(price.y).toBeGreaterThan(drawing.y + drawing.height);
      expect(drawing.width).toBeGreaterThan(300);
    } else {
      // Two columns: the drawing and the price beside the step, the price under the drawing.
      expect(drawing.x).toBeGreaterThan(page.viewportSize()!.width / 2);
      expect(price.y).toBeGreaterThanOrEqual(drawing.y + drawing.height);
    }
    await keep(page, testInfo, `${step}${query ? '-preorder' : ''}`);
  }
});
