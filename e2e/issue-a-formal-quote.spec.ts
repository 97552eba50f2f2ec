import type { APIRequestContext } from '@playwright/test';
import { newMember, send } from './api/support';
import { quoteBody } from './api/quote-support';
import { enrolledStaff, staffSend, staffToken, taipeiDay } from './api/staff-support';
import { expectAccessible } from './axe';
import { keepScreenshot } from './content';
import { expect, signIn, test } from './fixtures';
import { signInAt } from './staff-desk';

// 報價單 (issue 38): a northern salesperson answers a member's request with a formal quote in the console, and
// the member reads every version the dealer issued, newest first, with where each stands.

async function requested(request: APIRequestContext) {
  const member = await newMember(request);
  const answer = await send(request, { call: 'POST /order/quote/v1', token: member.token, body: await quoteBody(request) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { member, quote: answer.body.data };
}

test('a salesperson of the dealer opens the request from 報價單 and issues 第 1 版 with a note', async ({ page, request }, testInfo) => {
  test.skip((testInfo.project.use.viewport?.width ?? 0) < 600, 'the staff console is desktop-first');
  const { quote } = await requested(request);
  const salesperson = await enrolledStaff(request, { name: '北區報價業務' });
  await signInAt(page, salesperson);
  await page.getByRole('link', { name: '報價單' }).click();
  await expect(page).toHaveURL(/\/staff\/quotes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('報價單');
  const row = page.getByRole('row').filter({ hasText: quote.number });
  await expect(row).toContainText('已送出報價請求');
  await expect(row).toContainText('尚未報價');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('staff-quotes-1440.png'), fullPage: true });

  await row.getByRole('link', { name: quote.number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`報價單 ${quote.number}`);
  await expect(page.getByRole('region', { name: '報價請求' })).toContainText('泰嵐汽車 桃園營業所');
  const form = page.getByRole('form', { name: '開立新版本' });
  await form.getByLabel(/^折扣/).fill('0');
  await form.getByLabel(/^有效期限/).fill(taipeiDay(7));
  await form.getByLabel(/^備註/).fill('報價含首年定期保養');
  await form.getByRole('button', { name: '開立報價單' }).click();
  const card = page.getByRole('article', { name: `第 1 版（${quote.number}-v1）` });
  await expect(card).toContainText('已報價・目前有效');
  await expect(card).toContainText('北區報價業務');
  await expect(card).toContainText('報價含首年定期保養');
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('經銷商已報價');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('staff-quote-record-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('staff-quote-record-375.png'), fullPage: true });
});

test('the member reads every issued version, newest first: 第 2 版 current, 第 1 版 superseded, the discount a line of its own', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const { member, quote } = await requested(request);
  const token = await staffToken(request, 'northSales');
  const versionNow = async () =>
    (await staffSend(request, token, { call: 'GET /staff/quotes/v1/{number}', params: { number: quote.number } })).body.data.quote.version;
  // 第 1 版 without a discount; 第 2 版 with one above the dealer's limit, which the manager approves.
  for (const discount of [0, 120_000]) {
    const issued = await staffSend(request, token, {
      call: 'POST /staff/quotes/v1/{number}/versions',
      params: { number: quote.number },
      body: { version: await versionNow(), discount, validUntil: taipeiDay(10), note: discount ? '本月促銷折扣' : '' },
    });
    expect(issued.body.code, JSON.stringify(issued.body)).toBe('00000');
  }
  const approved = await staffSend(request, await staffToken(request, 'northManager'), {
    call: 'POST /staff/quotes/v1/{number}/versions/{version}/approve',
    params: { number: quote.number, version: 2 },
    body: { version: await versionNow() },
  });
  expect(approved.body.code, JSON.stringify(approved.body)).toBe('00000');
  await signIn(context, baseURL!, { account: member.email, password: member.password });
  await page.goto(`/member/quotes/${quote.uuid}`);
  const versions = page.getByRole('region', { name: '經銷商正式報價單' });
  const cards = versions.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('第 2 版');
  await expect(cards.nth(0)).toContainText('目前有效');
  await expect(cards.nth(1)).toContainText('第 1 版');
  await expect(cards.nth(1)).toContainText('已由新版取代');
  await expect(cards.nth(0)).toContainText(`${quote.number}-v2`);
  await expect(cards.nth(0).getByRole('row', { name: /^經銷商折扣/ })).toContainText('−NT$ 120,000');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'member-quote-versions');

  // Only the current version may be accepted: the member accepts 第 2 版 with the pre-order terms in force.
  await expect(cards.nth(1).getByRole('button', { name: '接受此報價…' })).toHaveCount(0);
  await cards.nth(0).getByRole('button', { name: '接受此報價…' }).click();
  const dialog = page.getByRole('dialog', { name: `接受報價單 ${quote.number}-v2` });
  await expect(dialog).toContainText('之後價目表調整，不影響這張預購單的價格');
  await dialog.getByRole('button', { name: '接受報價並成立預購單' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('請閱讀並同意預購須知');
  await dialog.getByText('我已閱讀並同意預購須知').click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '接受報價並成立預購單' }).click();
  await expect(page).toHaveURL(/\/member\/purchase\/preorder-spec-[\w-]+$/);
  await expect(page.getByText(`報價單 ${quote.number}（第 2 版）`, { exact: true })).toBeVisible();
  await expect(page.getByText(`接受報價單 ${quote.number}（第 2 版），依報價金額成立`)).toBeVisible();
  await expect(page.getByRole('row', { name: /^經銷商折扣/ })).toContainText('−NT$ 120,000');
  await keepScreenshot(page, testInfo, 'preorder-from-quote');
});
