import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './lib/scripts/chromium.mjs';
const base = 'http://127.0.0.1:3500';
const fam = 'db9f1513-a9b1-5ce6-b75d-3b263ab8e9bb';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const [w, h] of [[375, 812], [1440, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(base + '/vehicleowner');
  await page.screenshot({ path: `/tmp/shots/list-${w}.png`, fullPage: true });
  await page.goto(base + `/vehicleowner/info-${fam}`);
  await page.screenshot({ path: `/tmp/shots/family-${w}.png`, fullPage: true });
  await page.goto(base + `/vehicleowner/info-${fam}/components`);
  await page.getByText('馬力').first().waitFor();
  await page.getByRole('radio', { name: /175 hp/ }).check({ force: true });
  await page.getByRole('radio', { name: /空氣懸吊/ }).check({ force: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/components-${w}.png`, fullPage: true });
  await page.close();
}
await browser.close();
