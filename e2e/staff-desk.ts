import type { Browser, Page } from '@playwright/test';
import { someIp } from './api/support';
import { freshCode, type StaffLogin } from './api/staff-support';
import { expect, openContext } from './fixtures';

// What the console's browser journeys share: a desk of one's own and a sign-in as a person types it.

const consoles = new WeakMap<Page, string[]>();

/**
 * Another person's browser at a desk (1440 px), beside the test's own page: its own client address,
 * and its console watched as the fixtures watch the test's page (`allowed` are the lines it expects).
 */
export async function desk(browser: Browser, baseURL: string, allowed: RegExp[] = []): Promise<Page> {
  const context = await openContext(browser, {
    baseURL,
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': someIp() },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !allowed.some((pattern) => pattern.test(message.text())))
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  consoles.set(page, problems);
  return page;
}

/** Closes a desk, which must have logged nothing unexpected. */
export async function leaveDesk(page: Page) {
  expect(consoles.get(page), "the desk's browser console").toEqual([]);
  await page.context().close();
}

/**
 * Signs a test's own staff account in at /staff: the password, then a code the server has not seen; the
 * console then shows the role's first page (行銷's the news, everyone else's the pre-orders).
 */
export async function signInAt(page: Page, account: StaffLogin, landing = /\/staff\/preorders/) {
  await page.goto('/staff');
  await page.getByLabel('電子郵件').fill(account.email);
  await page.getByLabel('密碼', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('textbox', { name: '驗證碼' }).fill(await freshCode(account));
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(landing);
}
