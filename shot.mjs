import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from './lib/scripts/chromium.mjs';
const base = 'http://127.0.0.1:3500';
const fam = 'db9f1513-a9b1-5ce6-b75d-3b263ab8e9bb';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const [w, h] of [[375, 812], [1440, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  const pick = (g, v) => page.getByRole('radiogroup', { name: g }).getByText(v, { exact: true }).click();
  await page.goto(base + `/vehicleowner/info-${fam}/components`);
  for (const [g, v] of [['懸吊', '空氣懸吊'], ['後軸齒比', 'R4.9'], ['輪數', '6輪'], ['軸距', '3,850 mm'], ['變速箱', '6速自手排 AMT'], ['馬力', '175 hp']]) await pick(g, v);
  await page.screenshot({ path: `/tmp/shots/s1-${w}.png`, fullPage: true });
  await page.getByRole('link', { name: '下一步：車色' }).click();
  await pick('車色', '泰嵐藍');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/s2-${w}.png`, fullPage: true });
  await page.goto(base + `/vehicleowner/info-${fam}/localCarParts`);
  await page.locator('label', { has: page.getByRole('checkbox', { name: /^冷凍車廂/ }) }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/s4-${w}.png`, fullPage: true });
  await page.close();
}
await browser.close();
