import { keepScreenshot } from './content';
import { expectAccessible } from './axe';
import { drainMail, mailTo, waitForMail } from './api/support';
import { enrolledStaff, placedPreorder } from './api/staff-support';
import { expect, test } from './fixtures';
import { signInAt } from './staff-desk';

// Issue 36: the dealer's people are mailed a new pre-order of their dealer, and choose on 我的帳號 not to be.

test.setTimeout(120_000);

test("a salesperson reads a new pre-order's mail, turns the mails off on 我的帳號, and the next pre-order sends none", async ({
  page,
  request,
}, testInfo) => {
  const salesperson = await enrolledStaff(request, { name: '北區測試業務' });
  const first = await placedPreorder(request);
  const notice = await waitForMail(request, salesperson.email, 2);
  expect(notice.subject).toBe(`【泰嵐商用車】預購單 ${first.preorder.number}：新預購單`);
  expect(notice.text).toContain('北區測試業務 您好');
  expect(notice.text).toMatch(/會員：.+（電話 09\d{8}）/);

  await signInAt(page, salesperson);
  await page.getByRole('navigation', { name: '作業系統' }).getByRole('link', { name: '我的帳號' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的帳號');
  const mails = page.getByRole('region', { name: '通知信' });
  const box = mails.getByRole('checkbox', { name: '預購單通知信' });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(page.getByText('已關閉「預購單通知信」')).toBeVisible();
  await expect(box).not.toBeChecked();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'staff-my-account');

  const second = await placedPreorder(request);
  await drainMail(request);
  expect((await mailTo(request, salesperson.email)).map((mail) => mail.subject)).not.toContain(
    `【泰嵐商用車】預購單 ${second.preorder.number}：新預購單`,
  );
  await page.reload();
  await expect(box).not.toBeChecked();
});
