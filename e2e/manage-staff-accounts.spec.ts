import { expectAccessible } from './axe';
import { enrolledStaff } from './api/staff-support';
import { expect, test } from './fixtures';
import { desk, leaveDesk, signInAt } from './staff-desk';

// Issue 36: on /staff/accounts the administrator sees each person's last sign-in, moves a salesperson to
// another dealer as its manager, ends all of their sessions and disables the account, each after a
// confirmation that says what happens.

test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the staff console is desktop-first');
test.setTimeout(180_000);

const taipeiNow = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .replaceAll('-', '/');

test('the administrator changes a role and dealer, ends all sessions and disables an account, each confirmed', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const person = await enrolledStaff(request, { name: '調動測試業務' });
  const never = await enrolledStaff(request, { role: 'marketing', dealerCode: null, name: '從未登入測試' });
  const theirs = await desk(browser, baseURL!, [/status of 401/]);
  await signInAt(theirs, person);
  await signInAt(page, await enrolledStaff(request, { role: 'admin', dealerCode: null, name: '帳號管理員' }));
  await page.goto('/staff/accounts');
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText(new RegExp(`${taipeiNow()} \\d\\d:\\d\\d`));
  await expect(page.getByRole('row').filter({ hasText: never.email })).toContainText('尚未登入');

  await row.getByRole('button', { name: '變更角色' }).click();
  const change = page.getByRole('alertdialog', { name: '變更 調動測試業務 的角色與經銷商' });
  await expect(change.getByRole('button', { name: '確認變更' })).toBeDisabled();
  await change.getByLabel('新的角色').selectOption({ label: '經銷主管' });
  await change.getByLabel('新的經銷商').selectOption({ label: '泰嵐汽車 高雄營業所' });
  await expect(change.getByRole('listitem')).toHaveText([
    '角色：經銷業務 → 經銷主管',
    '經銷商：泰嵐汽車 桃園營業所 → 泰嵐汽車 高雄營業所',
    '所有登入將立即結束，須重新登入。',
    '負責中的預購單與合約（如有）將解除指派，由主管重新指派。',
  ]);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-account-role-1440.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/screens/staff-account-role-375.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await change.getByRole('button', { name: '確認變更' }).click();
  await expect(change).toHaveCount(0);
  await expect(row).toContainText('經銷主管');
  await expect(row).toContainText('高雄營業所');
  // The person's console asks them to sign in again at its next step.
  await theirs.getByRole('link', { name: '合約', exact: true }).click();
  await expect(theirs.getByLabel('電子郵件')).toBeVisible();
  await signInAt(theirs, person);

  await row.getByRole('button', { name: '結束所有登入' }).click();
  const end = page.getByRole('alertdialog', { name: '結束 調動測試業務 的所有登入？' });
  await expect(end).toContainText('帳號不會停用。');
  await end.getByRole('button', { name: '結束所有登入' }).click();
  await expect(page.getByText('已結束 調動測試業務 的 1 個登入')).toBeVisible();
  await theirs.getByRole('link', { name: '合約', exact: true }).click();
  await expect(theirs.getByLabel('電子郵件')).toBeVisible();
  await leaveDesk(theirs);

  await row.getByRole('button', { name: '停用' }).click();
  const disable = page.getByRole('alertdialog', { name: `停用 調動測試業務（${person.email}）的帳號？` });
  await expect(disable).toContainText('所有登入將立即結束（每台電腦、每個分頁）。');
  await expect(disable).toContainText('停用後無法登入，直到管理員再次啟用。');
  await page.screenshot({ path: 'test-results/screens/staff-account-disable-1440.png' });
  await disable.getByRole('button', { name: '取消' }).click();
  await expect(row).toContainText('使用中');
  await row.getByRole('button', { name: '停用' }).click();
  await disable.getByRole('button', { name: '確認停用' }).click();
  await expect(row).toContainText('已停用');
  await page.screenshot({ path: 'test-results/screens/staff-accounts-1440.png', fullPage: true });

  // The audit names each change.
  await page.goto('/staff/audit');
  await expect(page.getByText('結束員工的所有登入').first()).toBeVisible();
});
