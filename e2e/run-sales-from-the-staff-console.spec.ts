import type { Page } from '@playwright/test';
import { DEMO_STAFF_PASSWORD } from '@/lib/server/seed/staff-data';
import { expectAccessible } from './axe';
import { call, newMember, plainPreorder, waitForMail } from './api/support';
import { staffEmail, staffSecret, type DemoStaff } from './api/staff-support';
import { totp } from './api/two-factor-support';
import { expect, test } from './fixtures';

// Issue 18's journey at a dealer's desk (1440 px): a member's pre-order is seen by the northern
// dealer's sales, called about, converted, signed with its deposit, planned, moved with a reason and
// delivered step by step; the member reads each step in the mail and in 進度紀錄. The console is
// desktop-first: this file runs in the desktop project.

test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the staff console is desktop-first');
test.setTimeout(120_000);

/** Signs a demo staff member in through /staff; a code already used waits for the next period. */
async function signInAt(page: Page, who: DemoStaff) {
  await page.goto('/staff');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel('電子郵件').fill(staffEmail(who));
    await page.getByLabel('密碼', { exact: true }).fill(DEMO_STAFF_PASSWORD);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('textbox', { name: '驗證碼' }).fill(await totp(staffSecret(who), 1));
    await page.getByRole('button', { name: '登入' }).click();
    const outcome = await Promise.race([
      page.waitForURL(/\/staff\/preorders/).then(() => 'in' as const),
      page
        .getByText(/驗證碼錯誤/)
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    await page.getByRole('button', { name: '重新輸入帳號密碼' }).click();
    await page.waitForTimeout(31_000 - (Date.now() % 30_000));
  }
  throw new Error(`could not sign ${who} in`);
}

test('the northern sales takes a new pre-order to delivery; the member is told at each step', async ({ page, request }) => {
  const member = await newMember(request, 'individual');
  const [{ uuid }] = (await call<{ uuid: string }[]>(request, 'GET', '/vehicle/family/v1')).body.data;
  const family = (await call<Parameters<typeof plainPreorder>[0]>(request, 'GET', `/vehicle/family/v1/${uuid}`)).body.data;
  const placed = await call<{ number: string }>(request, 'POST', '/order/order/v1', {
    token: member.token,
    body: plainPreorder(family),
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  const number = placed.body.data.number;

  await signInAt(page, 'northSales');
  await page.getByRole('searchbox').or(page.getByLabel(/^搜尋/)).fill(number);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(page.getByText('第 1 / 1 頁，共 1 筆')).toBeVisible();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`預購單 ${number}`);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-preorder-1440.png', fullPage: true });

  await page.getByRole('button', { name: '標記為經銷商聯繫中' }).click();
  await expect(page.getByText('經銷商聯繫中').first()).toBeVisible();
  await page.getByLabel('內容').fill('確認車斗尺寸與交車地點');
  await page.getByLabel('下一步').fill('週五回電報價');
  await page.getByRole('button', { name: '記錄', exact: true }).click();
  await expect(page.getByRole('region', { name: '聯繫紀錄' })).toContainText('確認車斗尺寸與交車地點');
  expect((await waitForMail(request, member.email, 2)).subject).toContain('經銷商將與您聯繫');

  await page.getByRole('button', { name: '轉為合約' }).click();
  const contractLink = page.getByRole('link', { name: /^CT\d{8}-\d{6}$/ });
  await expect(contractLink).toBeVisible();
  expect((await waitForMail(request, member.email, 3)).subject).toContain('請審閱');
  await contractLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('合約 CT');
  await expect(page.getByText('簽約並收到訂金後，才能更新交車進度。')).toBeVisible();

  await page.getByRole('button', { name: '記錄簽約與訂金' }).click();
  await expect(page.getByText('已記錄簽約與訂金，並通知會員').first()).toBeVisible();
  expect((await waitForMail(request, member.email, 4)).subject).toContain('已簽約並收到訂金');

  // 排產 is moved three weeks out for parts: the member reads the old date, the new one and why.
  const production = page.getByRole('listitem').filter({ hasText: '2. 排產' });
  const later = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(new Date(Date.now() + 21 * 86_400_000));
  await production.getByLabel('預計日期').fill(later);
  await production.getByLabel('改期原因').selectOption('parts');
  await production.getByRole('button', { name: '更新預計日期' }).click();
  await expect(production).toContainText('（零件供應）');
  const moved = await waitForMail(request, member.email, 5);
  expect(moved.subject).toContain('預計日期變更');
  expect(moved.text).toContain('零件供應');

  await production.getByRole('button', { name: '標記完成' }).click();
  await expect(production).toContainText('已完成');
  expect((await waitForMail(request, member.email, 6)).subject).toContain('排產');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-contract-1440.png', fullPage: true });
});
