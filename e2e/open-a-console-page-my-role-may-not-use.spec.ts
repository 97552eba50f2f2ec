import { enrolledStaff } from './api/staff-support';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { signInAt } from './staff-desk';

// Issue 36: 行銷 opening the pre-orders saw an empty pipeline with 「查無資料」, and a dealer's manager
// opening /staff/news/new the whole news editor, whose save answered 「查無資料」. Each now reads that the
// page is not for their role, and finds the way back to their own work.

test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the staff console is desktop-first');
test.setTimeout(120_000);

test('行銷 on the pre-orders and a dealer manager on a new news item are told the page is not for their role', async ({
  page,
  request,
}) => {
  await signInAt(page, await enrolledStaff(request, { role: 'marketing', dealerCode: null, name: '行銷測試' }), /\/staff\/news$/);
  await page.goto('/staff/preorders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('您的角色（行銷）無法使用此頁面');
  await expect(page.getByText('查無資料')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-not-for-role-1440.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/screens/staff-not-for-role-375.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('link', { name: '回到最新消息' }).click();
  await expect(page).toHaveURL(/\/staff\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('無法使用');
  await page.getByRole('button', { name: '登出' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('員工登入');

  await signInAt(page, await enrolledStaff(request, { role: 'dealer_manager', name: '主管測試' }));
  await page.goto('/staff/news/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('您的角色（經銷主管）無法使用此頁面');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /儲存/ })).toHaveCount(0);
  await page.getByRole('link', { name: '回到預購單' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('預購單');
});
