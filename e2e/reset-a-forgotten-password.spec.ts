import { expect, test } from './fixtures';
import { fillPasswordTwice, logInAt } from './account';
import { codeIn, newMember, uniqueEmail, waitForMail } from './api/support';

test.describe('a forgotten password at /login/forget-{step}', () => {
  test('the member asks for a code, types it, sets a new password twice and logs in with it', async ({ page, request }) => {
    const member = await newMember(request);
    await page.goto('/login/0');
    await page.getByRole('link', { name: '忘記密碼？' }).click();
    await expect(page).toHaveURL(/\/login\/forget-1$/);
    await page.getByLabel('註冊的電子郵件').fill(member.email);
    await page.getByRole('button', { name: '寄送驗證碼' }).click();

    await expect(page).toHaveURL(/\/login\/forget-2$/);
    await expect(page.getByRole('button', { name: /秒後可重寄/ })).toBeDisabled();
    const mail = await waitForMail(request, member.email, 2);
    await page.getByLabel('6 位數驗證碼').fill(codeIn(mail));
    await page.getByRole('button', { name: '確認' }).click();

    await expect(page).toHaveURL(/\/login\/forget-3$/);
    await fillPasswordTwice(page, 'Night-Ferry-Crossing-19', '新密碼', '再次輸入新密碼');
    await page.getByRole('button', { name: '設定新密碼' }).click();
    await expect(page).toHaveURL(/\/login\/0$/);
    await expect(page.getByText('密碼已重設，請以新密碼登入')).toBeVisible();

    await logInAt(page, member.email, 'Night-Ferry-Crossing-19');
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('an unknown address gets the same next step, and a later step opened directly says to start over', async ({ page }) => {
    await page.goto('/login/forget-1');
    await page.getByLabel('註冊的電子郵件').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: '寄送驗證碼' }).click();
    await expect(page).toHaveURL(/\/login\/forget-2$/);
    await expect(page.getByLabel('6 位數驗證碼')).toBeVisible();

    await page.goto('/login/forget-3');
    await expect(page.getByRole('status').filter({ hasText: '這個步驟需要先完成前一步' })).toBeVisible();
    await page.getByRole('link', { name: '重新開始' }).click();
    await expect(page).toHaveURL(/\/login\/forget-1$/);
  });
});
