import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the browser tests type into the account forms; valid by the portal's rules. */
export const PASSWORD = 'Harbor-Truck-Lantern-42';

/** Picks 縣市 and 鄉鎮市區 by name, waiting for the town list the city brings. */
export async function chooseAddress(page: Page, city: string, town: string, street: string) {
  await page.getByLabel('縣市').selectOption({ label: city });
  const towns = page.getByLabel('鄉鎮市區');
  await expect(towns.locator('option', { hasText: town })).toHaveCount(1);
  await towns.selectOption({ label: town });
  await page.getByLabel('地址', { exact: true }).fill(street);
}

export async function fillPasswordTwice(page: Page, password = PASSWORD, first = '密碼', second = '再次輸入密碼') {
  await page.getByLabel(first, { exact: true }).fill(password);
  await page.getByLabel(second, { exact: true }).fill(password);
}

/** Logs in through /login/0 as a person would. */
export async function logInAt(page: Page, account: string, password: string) {
  await page.goto('/login/0');
  await page.getByLabel('電子郵件').fill(account);
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
}

/** Ticks 同意服務條款 from the keyboard (the box itself; its label holds a link to the terms). */
export async function agreeToTerms(page: Page) {
  const box = page.getByRole('checkbox', { name: /我已閱讀並同意/ });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}
