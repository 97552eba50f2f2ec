import { enrolledStaff, placedPreorder } from './api/staff-support';
import { expect, test } from './fixtures';
import { signInAt } from './staff-desk';

// Issue 36: a salesperson opens a record in a new tab of the same browser without signing in again, and
// signing out in one tab signs the other out too.

test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the staff console is desktop-first');
test.setTimeout(120_000);

test('a record opens in a second tab without a second sign-in; signing out in one tab signs the other out', async ({ page, request }) => {
  const { preorder } = await placedPreorder(request);
  await signInAt(page, await enrolledStaff(request, { name: '北區分頁業務' }));

  const second = await page.context().newPage();
  await second.goto(`/staff/preorders/${preorder.number}`);
  await expect(second.getByRole('heading', { level: 1 })).toContainText(preorder.number);
  await expect(second.getByText('北區分頁業務（經銷業務）')).toBeVisible();
  await expect(second.getByLabel('電子郵件')).toHaveCount(0);
  await second.screenshot({ path: 'test-results/screens/staff-second-tab-1440.png', fullPage: true });

  // /staff itself, opened in another tab, goes on to the work rather than asking for a second sign-in.
  const third = await page.context().newPage();
  await third.goto('/staff');
  await expect(third).toHaveURL(/\/staff\/preorders$/);
  await expect(third.getByRole('heading', { level: 1 })).toHaveText('預購單');
  await third.close();

  await page.getByRole('button', { name: '登出' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('員工登入');
  // The other tab hears of it at once, without a click: its record is gone and it asks for a sign-in.
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('員工登入');
  await expect(second.getByText(preorder.number)).toHaveCount(0);
  await expect(second).toHaveURL(new RegExp(`next=${encodeURIComponent(`/staff/preorders/${preorder.number}`)}`));
  await second.close();
});
