import { expect, openContext, test } from './fixtures';
import { agreeToTerms, chooseAddress, fillPasswordTwice, PASSWORD } from './account';
import { someIp, uniqueEmail, waitForMail } from './api/support';
import { configure, firstFamily, readAndAccept, twd } from './configurator';

/** The link of a registration mail, as the mail app would open it. */
const linkIn = (text: string) => {
  const url = /https?:\/\/\S+\/verifyemail\?\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no link in: ${text.slice(0, 200)}`);
  return url;
};

test.describe('a buyer who registers at the pre-order step and verifies from the mail on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('comes back to the pre-order step with the selection, though the mail app opened its own browser', async ({
    page,
    request,
    browser,
    baseURL,
  }, info) => {
    const family = await firstFamily(request);
    const unit = await configure(page, family);
    await page.getByRole('button', { name: '增加一台' }).click();
    await readAndAccept(page);
    await page.getByRole('button', { name: '登入後送出預購' }).click();
    await expect(page).toHaveURL(/\/login\/0\?returnTo=/);
    await page.getByRole('link', { name: '個人註冊' }).click();
    await expect(page).toHaveURL(/\/login\/1\?returnTo=/);
    await expect(page.getByRole('form', { name: '個人註冊' })).toBeVisible();
    const email = uniqueEmail('phone.buyer');
    await page.getByLabel('電子郵件').fill(email);
    await fillPasswordTwice(page);
    await page.getByLabel('姓名').fill('林佳蓉');
    await page.getByLabel('身分證字號').fill('F231104095');
    await page.getByLabel('手機號碼').fill('0912345678');
    await chooseAddress(page, '臺中市', '西屯區', '臺灣大道三段 99 號');
    await agreeToTerms(page);
    await page.getByRole('button', { name: '下一步：驗證電子郵件' }).click();
    await expect(page.getByLabel('6 位數驗證碼')).toBeVisible();

    // The mail app opens the link in a browser of its own: nothing of the first one is there.
    const link = linkIn((await waitForMail(request, email)).text);
    const phone = await openContext(browser, {
      baseURL,
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      extraHTTPHeaders: { 'X-Forwarded-For': someIp() },
    });
    const mailApp = await phone.newPage();
    await mailApp.goto(link);
    await mailApp.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await mailApp.getByRole('button', { name: '啟用帳號' }).click();
    await expect(mailApp.getByText('電子郵件已驗證，您的帳號已啟用。')).toBeVisible();
    await mailApp.getByRole('link', { name: '登入後繼續預購' }).click();
    await mailApp.getByLabel('電子郵件').fill(email);
    await mailApp.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await mailApp.getByRole('button', { name: '登入', exact: true }).click();

    await expect(mailApp.getByRole('heading', { level: 1 })).toHaveText('確認預購');
    await expect(mailApp.getByTestId('quantity')).toHaveText('2 台');
    await expect(mailApp.getByTestId('price-total')).toHaveText(twd(unit * 2));
    await expect(mailApp.getByRole('button', { name: '成為車主：送出預購' })).toBeVisible();
    await mailApp.screenshot({ path: info.outputPath('preorder-step-after-verifying.png'), fullPage: true });
    await phone.close();
  });
});
