import { expectAccessible } from './axe';
import { expect, signIn, test } from './fixtures';
import { codeIn, newMember, uniqueEmail, waitForMail } from './api/support';

test.describe('every account screen has no serious or critical axe violation', () => {
  const simple: Array<[string, string]> = [
    ['/login', '登入或註冊'],
    ['/login/1', '填寫資料'],
    ['/login/2', '填寫資料'],
    ['/login/forget-1', '忘記密碼'],
    ['/login/changePw', '變更密碼'],
    ['/verifyemail?tempUuid=0b5f7a2e-3c1d-4e8f-9a6b-2d4c6e8f0a1b', '電子郵件驗證'],
    ['/verifyemail?tempUuid=abc', '電子郵件驗證'],
  ];
  for (const [path, heading] of simple) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('/login/forget-2 and forget-3, with their messages shown', async ({ page, request }) => {
    const member = await newMember(request);
    await page.goto('/login/forget-1');
    await page.getByLabel('註冊的電子郵件').fill(member.email);
    await page.getByRole('button', { name: '寄送驗證碼' }).click();
    await expect(page.getByLabel('6 位數驗證碼')).toBeVisible();
    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByText('驗證碼為 6 位數字')).toBeVisible();
    // After a client-side navigation Next streams the new title in; on a busy machine that takes a moment.
    await expect(page).toHaveTitle(/忘記密碼/);
    await expectAccessible(page);

    await page.getByLabel('6 位數驗證碼').fill(codeIn(await waitForMail(request, member.email, 2)));
    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByLabel('新密碼', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/忘記密碼/);
    await expectAccessible(page);
  });

  test('/member/info: the data, the edit form, the password form and the e-mail dialog', async ({ page, context, baseURL, request }) => {
    const member = await newMember(request, 'enterprise');
    await signIn(context, baseURL!, { account: member.email, password: member.password });
    await page.goto('/member/info');
    await expect(page.getByText('04595257')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: '編輯資料' }).click();
    await expect(page.getByLabel('公司名稱')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: '取消' }).click();

    await page.getByRole('button', { name: '變更密碼' }).click();
    await expect(page.getByLabel('目前的密碼', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: '取消' }).click();

    await page.getByRole('button', { name: '變更電子郵件' }).click();
    await page.getByRole('dialog').getByLabel('新的電子郵件').fill(uniqueEmail('axe'));
    await expectAccessible(page);
  });
});
