import type { Browser, Page } from '@playwright/test';
import { freshCode, type StaffLogin } from './api/staff-support';
import { expect } from './fixtures';

// What the console's browser journeys share: a desk of one's own and a sign-in as a person types it.

/** Another person's browser at a desk (1440 px), beside the test's own page. */
export async function desk(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

/** Signs a test's own staff account in at /staff: the password, then a code the server has not seen. */
export async function signInAt(page: Page, account: StaffLogin) {
  await page.goto('/staff');
  await page.getByLabel('電子郵件').fill(account.email);
  await page.getByLabel('密碼', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('textbox', { name: '驗證碼' }).fill(await freshCode(account));
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/staff\/preorders/);
}
