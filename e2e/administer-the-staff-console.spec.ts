import { expectAccessible } from './axe';
import { uniqueEmail, waitForMail } from './api/support';
import { enrolledStaff, freshCode, NEW_STAFF_PASSWORD, placedPreorder, type StaffLogin } from './api/staff-support';
import { expect, test } from './fixtures';
import { desk, leaveDesk, signInAt } from './staff-desk';

// Issue 18's console at a desk (1440 px), beside the sales journey: the administrator creates an
// account that enrols its authenticator from the mailed link, sees its session and ends it; two staff
// converting one pre-order at once make one contract, and the second is told in words.

test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the staff console is desktop-first');
test.setTimeout(180_000);

test('the administrator creates a salesperson who enrols from the mailed link; the session is listed and ended', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('staff');
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('員工登入');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-sign-in-1440.png', fullPage: true });
  await signInAt(page, await enrolledStaff(request, { role: 'admin', dealerCode: null, name: '測試管理員' }));
  await page.goto('/staff/accounts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('員工帳號');
  const form = page.getByRole('form', { name: '新增員工帳號' });
  await form.getByRole('button', { name: '建立並寄出設定連結' }).click();
  // Nothing typed: each field says what it needs, and nothing is created.
  await expect(form.getByText('電子郵件格式不正確')).toBeVisible();
  await expect(form.getByText('請輸入姓名')).toBeVisible();
  await form.getByLabel('電子郵件').fill(email);
  await form.getByLabel('姓名').fill('林新人');
  await form.getByLabel('電話').fill('07-821-3310');
  await form.getByLabel('角色').selectOption('dealer_sales');
  await form.getByLabel('經銷商').selectOption('south');
  await form.getByRole('button', { name: '建立並寄出設定連結' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('等待設定');
  await expect(row).toContainText('高雄營業所');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-accounts-1440.png', fullPage: true });

  // The new salesperson opens the mailed link in a browser of their own.
  const invitation = await waitForMail(request, email);
  const link = /(\/staff\/setup#\S+)/.exec(invitation.text)?.[1];
  expect(link, invitation.text).toBeTruthy();
  // Its session is ended by the administrator: the next call is refused (401) and it signs in again.
  const newcomer = await desk(browser, baseURL!, [/status of 401/]);
  await newcomer.goto(link!);
  await expect(newcomer.getByRole('img', { name: '驗證器 QR 碼' })).toBeVisible();
  expect(newcomer.url()).not.toContain('#');
  const account: StaffLogin = {
    email,
    password: NEW_STAFF_PASSWORD,
    name: '林新人',
    secret: (await newcomer.locator('code').first().textContent())!.trim(),
    lastStep: 0,
  };
  await newcomer.getByLabel('密碼', { exact: true }).fill(NEW_STAFF_PASSWORD);
  await newcomer.getByLabel('驗證碼').fill(await freshCode(account));
  await expectAccessible(newcomer);
  await newcomer.screenshot({ path: 'test-results/screens/staff-setup-1440.png', fullPage: true });
  await newcomer.getByRole('button', { name: '完成設定' }).click();
  await expect(newcomer.getByText('設定完成。')).toBeVisible();
  await expect(newcomer.getByRole('listitem')).toHaveCount(10);

  // The link served once: opened again, it opens nothing.
  const again = await desk(browser, baseURL!, [/status of 4\d\d/]);
  await again.goto(link!);
  await expect(again.getByText('設定連結無效或已過期，請向管理員索取新的連結')).toBeVisible();
  await expect(again.getByRole('img', { name: '驗證器 QR 碼' })).toHaveCount(0);
  await leaveDesk(again);

  await signInAt(newcomer, account);
  await expect(newcomer.getByRole('heading', { level: 1 })).toHaveText('預購單');

  await page.reload();
  await expect(row).toContainText('使用中');
  await page.goto('/staff/sessions');
  const session = page.getByRole('row').filter({ hasText: email });
  await expect(session).toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-sessions-1440.png', fullPage: true });
  await session.getByRole('button', { name: '結束' }).click();
  await expect(session).toHaveCount(0);

  // The ended session is asked to sign in again at its next step.
  await newcomer.getByRole('link', { name: '合約', exact: true }).click();
  await expect(newcomer.getByLabel('電子郵件')).toBeVisible();
  await leaveDesk(newcomer);
});

test.describe('at once', () => {
  // The second desk's refused call (409) is the browser's console line the test expects.
  test.use({ allowedConsole: [/status of 409 \(Conflict\)/] });

  test('two staff converting one pre-order at once make one contract; the second is told, and shown the record as it is now', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const { member, preorder } = await placedPreorder(request);
    const number = preorder.number;

    const manager = await desk(browser, baseURL!, [/status of 409 \(Conflict\)/]);
    await signInAt(page, await enrolledStaff(request, { name: '北區測試業務' }));
    await signInAt(manager, await enrolledStaff(request, { role: 'dealer_manager', name: '北區測試主管' }));
    for (const desk of [page, manager]) {
      await desk.goto(`/staff/preorders/${number}`);
      await expect(desk.getByRole('button', { name: '轉為合約' })).toBeVisible();
    }
    for (const desk of [page, manager]) await desk.getByRole('button', { name: '轉為合約' }).click();
    await Promise.all([page, manager].map((desk) => desk.getByRole('button', { name: '確認轉為合約' }).click()));

    // One desk converted; the other reads why nothing happened and sees the contract made.
    for (const desk of [page, manager]) await expect(desk.getByRole('link', { name: /^CT\d{8}-\d{6}$/ })).toBeVisible();
    const told = await Promise.all([page, manager].map((desk) => desk.getByText(/剛被其他人更新/).count()));
    expect(told.sort()).toEqual([0, 1]);
    expect(new Set(await Promise.all([page, manager].map((desk) => desk.getByRole('link', { name: /^CT/ }).textContent()))).size).toBe(1);
    const ready = await waitForMail(request, member.email, 3);
    expect(ready.subject).toContain('請審閱');
    await leaveDesk(manager);
  });
});
