import { expect, test } from './fixtures';
import { logInAt } from './account';
import { call, codeIn, enterpriseBody, uniqueEmail, waitForMail } from './api/support';

/** The link of a registration mail, as a path on this site. */
const linkIn = (text: string) => {
  const url = /https?:\/\/\S+\/verifyemail\?\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no link in: ${text.slice(0, 200)}`);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

test.describe('/verifyemail', () => {
  // Chromium logs the API's 4xx answers as failed resource loads.
  test.use({ allowedConsole: [/status of 4\d\d/] });

  test('the link in the mail asks the password set at registration and activates an enterprise account once; opened again it says it was used', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('link.enterprise');
    const body = enterpriseBody(email);
    const registered = await call(request, 'POST', '/member/member/v1/register', { body });
    expect(registered.body.code).toBe('00000');
    const link = linkIn((await waitForMail(request, email)).text);
    const activate = async (password: string) => {
      await page.getByLabel('密碼', { exact: true }).fill(password);
      await page.getByRole('button', { name: '啟用帳號' }).click();
    };

    await page.goto(link);
    await activate('Not-The-Registered-1');
    await expect(page.getByText(/密碼與這筆註冊不符/)).toBeVisible();
    await activate(body.password);
    await expect(page.getByText('電子郵件已驗證，您的帳號已啟用。')).toBeVisible();
    await page.getByRole('link', { name: '前往登入' }).click();
    await expect(page).toHaveURL(/\/login\/0$/);

    await page.goto(link);
    await activate(body.password);
    await expect(page.getByRole('alert').filter({ hasText: '此驗證碼已使用過' })).toBeVisible();
    await expect(page.getByRole('link', { name: '前往登入' })).toBeVisible();
  });

  test('a login before verifying resumes it: a resend too soon says how long to wait, the mailed code activates the account', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('resume');
    const body = enterpriseBody(email);
    await call(request, 'POST', '/member/member/v1/register', { body });
    const code = codeIn(await waitForMail(request, email));

    await logInAt(page, email, body.password);
    await expect(page).toHaveURL(/\/verifyemail\?tempUuid=/);
    // The registration mail went out moments ago: a resend now is refused with the wait.
    await page.getByRole('button', { name: '重新寄送驗證碼' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /約 \d+ 秒後可再試/ })).toBeVisible();
    await page.getByLabel('6 位數驗證碼').fill(code);
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await expect(page.getByText('電子郵件已驗證，您的帳號已啟用。')).toBeVisible();

    await logInAt(page, email, body.password);
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('a link cut short says so and how to go on', async ({ page }) => {
    await page.goto('/verifyemail?tempUuid=abc');
    await expect(page.getByRole('alert').filter({ hasText: '這個驗證連結不完整' })).toBeVisible();
  });
});
