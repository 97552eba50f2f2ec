import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { agreeToTerms, chooseAddress, fillPasswordTwice, PASSWORD } from './account';
import { codeIn, uniqueEmail, waitForMail } from './api/support';

test.describe('registering at /login/1 and /login/2', () => {
  test('an individual registers, types the mailed code and arrives logged in', async ({ page, request }) => {
    const email = uniqueEmail('browser.individual');
    await page.goto('/login/1');
    await page.getByLabel('電子郵件').fill(email);
    await fillPasswordTwice(page);
    await page.getByLabel('姓名').fill('黃志豪');
    await page.getByLabel('身分證字號').fill('f131104093');
    await page.getByLabel('手機號碼').fill('0987654321');
    await chooseAddress(page, '臺中市', '西屯區', '臺灣大道三段 99 號');
    await expect(page.getByLabel('郵遞區號')).toHaveValue('407');
    await agreeToTerms(page);
    await page.getByRole('button', { name: '下一步：驗證電子郵件' }).click();

    await expect(page.getByRole('heading', { name: '驗證電子郵件' })).toBeFocused();
    await expect(page.getByText(email)).toBeVisible();
    const resend = page.getByRole('button', { name: /重新寄送驗證碼（\d+ 秒後可重寄）/ });
    await expect(resend).toBeDisabled();

    const mail = await waitForMail(request, email);
    await page.getByLabel('6 位數驗證碼').fill(codeIn(mail));
    await page.getByRole('button', { name: '驗證並完成註冊' }).click();

    await expect(page.getByRole('heading', { name: '完成' })).toBeVisible();
    await expect(page.getByText('您已登入')).toBeVisible();
    await page.getByRole('link', { name: '個人基本資料' }).click();
    await expect(page.getByRole('main').getByText('黃志豪')).toBeVisible();
    await expect(page.getByText('F13****093')).toBeVisible();
    await expect(page.getByText('407 臺中市西屯區臺灣大道三段 99 號')).toBeVisible();
  });

  test('an individual registers and activates the account from the link in the mail, opened as it is written', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('browser.link');
    await page.goto('/login/1');
    await page.getByLabel('電子郵件').fill(email);
    await fillPasswordTwice(page);
    await page.getByLabel('姓名').fill('林雅婷');
    await page.getByLabel('身分證字號').fill('F131104093');
    await page.getByLabel('手機號碼').fill('0987654321');
    await chooseAddress(page, '臺北市', '中正區', '忠孝西路一段 1 號');
    await agreeToTerms(page);
    await page.getByRole('button', { name: '下一步：驗證電子郵件' }).click();
    await expect(page.getByRole('heading', { name: '驗證電子郵件' })).toBeFocused();

    // No public origin is set for the test server: the link names the address it listens on.
    const link = /https?:\/\/\S+\/verifyemail\?\S+/.exec((await waitForMail(request, email)).text)?.[0];
    expect(link).toMatch(new RegExp(`^${baseURL}/verifyemail\\?`));
    await page.goto(link!);
    await page.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '啟用帳號' }).click();
    await expect(page.getByText('電子郵件已驗證，您的帳號已啟用。')).toBeVisible();
  });

  test('the terms open beside the form, in a new tab that says so, and are the terms of service', async ({ page, context }) => {
    await page.goto('/login/1');
    const link = page.locator('form').getByRole('link', { name: /^服務條款.*（另開新視窗）$/ });
    await expect(link).toHaveAttribute('rel', /noopener/);
    const [terms] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(terms).toHaveURL(/\/terms$/);
    await expect(terms.getByRole('heading', { level: 1 })).toHaveText('服務條款');
    await expect(page.getByLabel('電子郵件')).toBeVisible();
  });

  test.describe('with a wrong code first', () => {
    // Chromium logs the API's 422 answer as a failed resource load.
    test.use({ allowedConsole: [/status of 422/] });

    test('an enterprise registers with its 統一編號; a wrong code is refused and the right one works', async ({ page, request }) => {
      const email = uniqueEmail('browser.enterprise');
      await page.goto('/login/2');
      await page.getByLabel('電子郵件').fill(email);
      await fillPasswordTwice(page);
      await page.getByLabel('公司名稱').fill('北港貨運股份有限公司');
      await page.getByLabel('統一編號').fill('04595257');
      await page.getByLabel('聯絡人姓名').fill('蔡淑芬');
      await page.getByLabel('手機號碼').fill('0911222333');
      await chooseAddress(page, '雲林縣', '北港鎮', '中山路 10 號');
      await expect(page.getByLabel('郵遞區號')).toHaveValue('651');
      await agreeToTerms(page);
      await page.getByRole('button', { name: '下一步：驗證電子郵件' }).click();

      const code = codeIn(await waitForMail(request, email));
      await page.getByLabel('6 位數驗證碼').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: '驗證並完成註冊' }).click();
      await expect(page.getByRole('alert').filter({ hasText: '驗證碼錯誤' })).toBeVisible();
      await expect(page.getByLabel('6 位數驗證碼')).toBeFocused();
      await page.getByLabel('6 位數驗證碼').fill(code);
      await page.getByRole('button', { name: '驗證並完成註冊' }).click();
      await expect(page.getByText('您已登入')).toBeVisible();
    });
  });

  test('says what is wrong beside each field, in Chinese, focuses the first and loses nothing typed', async ({ page }) => {
    await page.goto('/login/1');
    await page.getByLabel('電子郵件').fill('someone@example.com');
    await page.getByLabel('身分證字號').fill('A123456788');
    await page.getByLabel('手機號碼').fill('0212345678');
    await page.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await page.getByLabel('再次輸入密碼', { exact: true }).fill('Something-Else-1');
    await page.getByRole('button', { name: '下一步：驗證電子郵件' }).click();

    await expect(page.getByText('身分證字號或居留證號不正確')).toBeVisible();
    await expect(page.getByText('手機號碼格式不正確（09 開頭共 10 碼）')).toBeVisible();
    await expect(page.getByText('兩次輸入的密碼不一致')).toBeVisible();
    await expect(page.getByText('請閱讀並同意服務條款')).toBeVisible();
    await expect(page.getByLabel('身分證字號')).toHaveAccessibleDescription('身分證字號或居留證號不正確');
    await expect(page.getByLabel('縣市')).toHaveAccessibleDescription('請選擇縣市');
    await expect(page.getByLabel('再次輸入密碼', { exact: true })).toBeFocused();
    await expect(page.getByLabel('電子郵件')).toHaveValue('someone@example.com');
    await expect(page.getByLabel('身分證字號')).toHaveValue('A123456788');
  });

  test('an enterprise with a wrong 統一編號 is told so on blur', async ({ page }) => {
    await page.goto('/login/2');
    await page.getByLabel('統一編號').fill('12345678');
    await page.getByLabel('聯絡人姓名').focus();
    await expect(page.getByText('統一編號不正確')).toBeVisible();
  });

  test('the town list follows the city and a new city empties the town', async ({ page }) => {
    await page.goto('/login/1');
    await chooseAddress(page, '臺北市', '中正區', '忠孝西路一段 1 號');
    await expect(page.getByLabel('郵遞區號')).toHaveValue('100');
    await page.getByLabel('縣市').selectOption({ label: '高雄市' });
    await expect(page.getByLabel('鄉鎮市區')).toHaveValue('');
    await expect(page.getByLabel('郵遞區號')).toHaveValue('');
    await expect(page.getByLabel('鄉鎮市區').locator('option', { hasText: '新興區' })).toHaveCount(1);
  });

  test('the enterprise form has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login/2');
    await expectAccessible(page);
  });

  test.describe('when the connection fails', () => {
    test.use({ allowedConsole: [/ERR_FAILED|Failed to load resource/] });

    test('a toast says so and everything typed is still there to send again', async ({ page }) => {
      await page.route('**/api/member/member/v1/register', (route) => route.abort('failed'));
      const email = uniqueEmail('offline');
      await page.goto('/login/1');
      await page.getByLabel('電子郵件').fill(email);
      await fillPasswordTwice(page);
      await page.getByLabel('姓名').fill('黃志豪');
      await page.getByLabel('身分證字號').fill('F131104093');
      await page.getByLabel('手機號碼').fill('0987654321');
      await chooseAddress(page, '臺北市', '中正區', '忠孝西路一段 1 號');
      await agreeToTerms(page);
      await page.getByRole('button', { name: '下一步：驗證電子郵件' }).click();

      await expect(page.getByText('網路連線異常，請確認網路後再試一次。')).toBeVisible();
      await expect(page.getByLabel('電子郵件')).toHaveValue(email);
      await expect(page.getByLabel('密碼', { exact: true })).toHaveValue(PASSWORD);
      await expect(page.getByLabel('地址', { exact: true })).toHaveValue('忠孝西路一段 1 號');
      await expect(page.getByRole('button', { name: '下一步：驗證電子郵件' })).toBeEnabled();
    });
  });
});
