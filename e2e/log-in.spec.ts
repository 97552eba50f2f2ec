import { expectAccessible } from './axe';
import { expectApart } from './boxes';
import { expect, MEMBER, test } from './fixtures';
import { fillPasswordTwice, logInAt } from './account';
import { DEMO, uniqueEmail } from './api/support';

test.describe('logging in at /login/0', () => {
  test('a member sent to log in from a member page comes back to it, logged in', async ({ page }) => {
    await page.goto('/member/purchase?tab=0');
    await expect(page).toHaveURL(/\/login\/0\?returnTo=/);
    await page.getByLabel('電子郵件').fill(MEMBER.account);
    await page.getByLabel('密碼', { exact: true }).fill(MEMBER.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();

    await expect(page).toHaveURL(/\/member\/purchase\?tab=0$/);
    await expect(page.getByTestId('member-greeting')).toHaveText(`${MEMBER.name}，您好。`);
    await expect(page.getByRole('banner').getByRole('button', { name: MEMBER.name })).toBeVisible();
  });

  test("after a reload the header shows the member's name at once, never a word standing for someone else, before the member's details come", async ({
    page,
  }) => {
    await page.goto('/login/0');
    await page.getByLabel('電子郵件').fill(MEMBER.account);
    await page.getByLabel('密碼', { exact: true }).fill(MEMBER.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: MEMBER.name })).toBeVisible();

    // The member's details are held on the way, as on a slow phone: the header does not wait for them.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/member/member/v1', async (route) => {
      await released;
      await route.continue();
    });
    await page.reload();
    await expect(header.getByRole('button', { name: MEMBER.name })).toBeVisible();
    await expect(header.getByRole('button', { name: '會員', exact: true })).toHaveCount(0);
    release();
    await expect(header.getByRole('button', { name: MEMBER.name })).toBeVisible();
  });

  // The pen test's open redirect: each resolves to `//evil.example`, which the browser reads as another
  // site. The query values as they stand in the URL, plain and percent-encoded.
  for (const returnTo of [
    '/.//evil.example/',
    '%2F..%2F%2Fevil.example',
    '/./%5Cevil.example',
    '%2F%2e%2e%2F%2Fevil.example%2Fx%3Fa%3D1',
    '/%2e//evil.example',
  ]) {
    test(`a returnTo that would leave the site (${returnTo}) lands on the home page`, async ({ page, baseURL }) => {
      await page.goto(`/login/0?returnTo=${returnTo}`);
      await page.getByLabel('電子郵件').fill(MEMBER.account);
      await page.getByLabel('密碼', { exact: true }).fill(MEMBER.password);
      await page.getByRole('button', { name: '登入', exact: true }).click();

      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('banner').getByRole('button', { name: MEMBER.name })).toBeVisible();
    });
  }

  test.describe('with a wrong password', () => {
    // Chromium logs the API's 401 answer as a failed resource load.
    test.use({ allowedConsole: [/status of 401/] });

    test('a wrong password shows the message, empties the password and keeps the e-mail', async ({ page }) => {
      await page.goto('/login/0');
      await page.getByLabel('電子郵件').fill(MEMBER.account);
      const password = page.getByLabel('密碼', { exact: true });
      await password.fill('not-the-password');
      await page.getByRole('button', { name: '顯示密碼' }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: '登入', exact: true }).click();

      await expect(page.getByRole('alert').filter({ hasText: '帳號或密碼錯誤' })).toBeVisible();
      await expect(password).toHaveValue('');
      await expect(password).toBeFocused();
      await expect(page.getByLabel('電子郵件')).toHaveValue(MEMBER.account);
    });

    test('a later submit with empty fields shows only the required-field messages, not the old 帳號或密碼錯誤', async ({ page }) => {
      await page.goto('/login/0');
      await page.getByLabel('電子郵件').fill(MEMBER.account);
      await page.getByLabel('密碼', { exact: true }).fill('not-the-password');
      const button = page.getByRole('button', { name: '登入', exact: true });
      await button.click();
      await expect(page.getByText('帳號或密碼錯誤')).toBeVisible();

      await page.getByLabel('電子郵件').fill('');
      await button.click();
      await expect(page.getByText('請輸入密碼')).toBeVisible();
      await expect(page.getByLabel('電子郵件')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('帳號或密碼錯誤')).toBeHidden();
    });
  });

  test.describe('when the connection fails', () => {
    test.use({ allowedConsole: [/ERR_FAILED|Failed to fetch|net::/] });

    test('the toast leaves the login button uncovered and clickable', async ({ page }) => {
      await page.route('**/api/login/v1', (route) => route.abort());
      await page.goto('/login/0');
      await page.getByLabel('電子郵件').fill(MEMBER.account);
      await page.getByLabel('密碼', { exact: true }).fill('not-the-password');
      const button = page.getByRole('button', { name: '登入', exact: true });
      await button.click();
      const toast = page.getByRole('status').filter({ hasText: '網路' });
      await expect(toast).toBeVisible();
      await expectApart(toast, button);
      await page.getByLabel('密碼', { exact: true }).fill('not-the-password');
      await button.click({ trial: true });
    });
  });

  test('checks the e-mail in the browser, in Chinese, before anything is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login/v1')) sent = true;
    });
    await page.goto('/login/0');
    await page.getByLabel('電子郵件').fill('not-an-address');
    await page.getByLabel('密碼', { exact: true }).focus();
    await expect(page.getByText('電子郵件格式不正確')).toBeVisible();
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByText('請輸入密碼')).toBeVisible();
    expect(sent).toBe(false);
    await expect(page.getByRole('link', { name: '忘記密碼？' })).toHaveAttribute('href', '/login/forget-1');
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await page.goto('/login/0');
    await expect(page.getByLabel('電子郵件')).toBeVisible();
    await expectAccessible(page);
  });

  test('an account that must change its password (L00004) sets a new one twice and is then logged in', async ({ page }, info) => {
    // One such account per viewport (E2E_MEMBERS in the seed): the change can be made once.
    const account = `forced.${info.project.name}@example.test`;
    await logInAt(page, account, DEMO.password);
    await expect(page).toHaveURL(/\/login\/changePw$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('persist:login') ?? '{}').isWebValid)).toBe('"false"');
    await expectAccessible(page);

    await fillPasswordTwice(page, 'Quiet-Harbor-Morning-31', '新密碼', '再次輸入新密碼');
    await page.getByRole('button', { name: '變更密碼並登入' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByText('密碼已變更，歡迎回來')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '測試帳號' })).toBeVisible();
  });

  test.describe('after too many failures', () => {
    test.use({ allowedConsole: [/status of 429/] });

    test('the wait message says how long to wait and offers the forgotten-password way', async ({ page }) => {
      const account = uniqueEmail('locked');
      // Failures from this browser's own address (its context's X-Forwarded-For): that pair must wait.
      for (let i = 0; i < 5; i += 1) {
        expect((await page.request.post('/api/login/v1', { data: { account, password: `wrong-guess-${i}` } })).status()).toBe(401);
      }
      await logInAt(page, account, 'one-more-guess-456');
      await expect(page.getByRole('alert').filter({ hasText: /登入嘗試次數過多，請約 \d+ (秒|分鐘)後再試/ })).toBeVisible();
      await expect(page.getByLabel('密碼', { exact: true })).toHaveValue('');
    });
  });

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/login/0');
    await page.getByLabel('電子郵件').focus();
    await page.keyboard.type(MEMBER.account);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('密碼', { exact: true })).toBeFocused();
    await page.keyboard.type(MEMBER.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: MEMBER.name })).toBeVisible();
  });
});

// A phone may show the form a second before its script runs: a submit then is the browser's own, and
// a form without a method would put what was typed into the address (history, logs, the Referer).
test.describe('before the page script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, fields] of [
    [
      '/login/0',
      [
        ['電子郵件', MEMBER.account],
        ['密碼', MEMBER.password],
      ],
    ],
    [
      '/login/1',
      [
        ['電子郵件', 'someone@example.com'],
        ['密碼', MEMBER.password],
      ],
    ],
  ] as const) {
    test(`a submit on ${path} keeps what was typed out of the address`, async ({ page }) => {
      await page.goto(path);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).first().fill(value);
      await page.getByLabel(fields[0][0], { exact: true }).first().press('Enter');
      await page.waitForLoadState('load');
      const address = decodeURIComponent(page.url());
      for (const [, value] of fields) expect(address).not.toContain(value);
      expect(address).not.toContain('password');
      // The page comes back as it was, to be filled in again once its script has run.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    });
  }
});
