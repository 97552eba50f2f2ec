import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { call, newMember, send } from './api/support';
import { totp } from './api/two-factor-support';

const OTHER_DEVICE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-asvs';
// A dialog is shot as the screen shows it: a full-page shot would stretch what is fixed to the viewport.
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}/${page.viewportSize()!.width}-${name}.png`, fullPage });
const works = async (request: Parameters<typeof call>[0], token: string) =>
  (await send(request, { call: 'GET /member/member/v1', token })).body.code;

async function passwordStep(page: Page, account: string, password: string) {
  await page.goto('/member/info');
  await expect(page).toHaveURL(/\/login\/0\?returnTo=/);
  await page.getByLabel('電子郵件').fill(account);
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByRole('heading', { name: '兩步驟驗證' })).toBeVisible();
}

async function logOut(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('dialog').getByRole('button', { name: '登出', exact: true }).click();
  await expect(page.getByText('您已登出。')).toBeVisible();
}

test.describe('a member turns on two-factor sign-in', () => {
  // Wrong codes are answered 422; Chromium logs them as failed loads.
  test.use({ allowedConsole: [/status of 422/] });

  test('turns it on, logs in with the code and with a recovery code once, and ends another device', async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = await newMember(request);
    const elsewhere = await call<{ token: string }>(request, 'POST', '/login/v1', {
      body: { account: member.email, password: member.password },
      headers: { 'User-Agent': OTHER_DEVICE },
    });

    // Log in without a code while it is off, and come back to /member/info.
    await page.goto('/member/info');
    await page.getByLabel('電子郵件').fill(member.email);
    await page.getByLabel('密碼', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/info$/);

    const section = page.getByRole('region', { name: '兩步驟驗證' });
    await expect(section.getByTestId('two-factor-status')).toContainText('尚未啟用');
    await section.getByRole('button', { name: '啟用' }).click();
    await section.getByLabel('目前的密碼', { exact: true }).fill(member.password);
    await section.getByRole('button', { name: '下一步' }).click();
    await expect(section.getByRole('img', { name: '驗證器 App 設定用的 QR 碼' })).toBeVisible();
    const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, 'the QR code step');
    await shot(page, 'two-factor-qr');
    await section.getByRole('textbox', { name: '驗證碼' }).fill(await totp(secret));
    // Offered, checked at first; left off here so the other device can be ended by hand below.
    const endOthers = section.getByRole('checkbox', { name: '同時登出其他所有裝置' });
    await expect(endOthers).toBeChecked();
    await section.getByText('同時登出其他所有裝置').click();
    await expect(endOthers).not.toBeChecked();
    await section.getByRole('button', { name: '啟用', exact: true }).click();

    const codes = section.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allInnerTexts();
    await shot(page, 'two-factor-recovery-codes');
    await section.getByRole('button', { name: '我已妥善保存' }).click();
    await expect(section.getByTestId('recovery-codes')).toHaveCount(0);
    await expect(section.getByTestId('two-factor-status')).toContainText('已啟用');

    // The other device is listed and ended from here.
    const devices = page.getByRole('region', { name: '登入中的裝置' });
    await expect(devices.getByText('目前使用中')).toBeVisible();
    await expect(devices.getByText('Chrome 131．Windows')).toBeVisible();
    await shot(page, 'member-info-sections');
    expect(await works(request, elsewhere.body.data.token)).toBe('00000');
    await devices.getByRole('button', { name: /^登出此裝置：Chrome 131．Windows/ }).click();
    // Ending a session asks for the password again; a wrong one is explained and what was typed stays.
    const dialog = page.getByRole('dialog', { name: '登出此裝置' });
    await expect(dialog.getByText('要登出「Chrome 131．Windows」嗎？')).toBeVisible();
    const password = dialog.getByLabel('目前的密碼', { exact: true });
    await expect(password).toBeFocused();
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: '登出此裝置', exact: true }).click();
    await expect(dialog.getByText('目前的密碼不正確')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('not-my-password');
    expect(await works(request, elsewhere.body.data.token)).toBe('00000');
    await password.fill(member.password);
    await dialog.getByRole('button', { name: '登出此裝置', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(devices.getByText('Chrome 131．Windows')).toHaveCount(0);
    expect(await works(request, elsewhere.body.data.token)).toBe('A00005');

    // Logging in now asks for the code; a wrong one is explained under the field; the right one comes back.
    await logOut(page, '張測試');
    await passwordStep(page, member.email, member.password);
    await expectAccessible(page, 'the login code step');
    await shot(page, 'login-code-step');
    const code = page.getByRole('textbox', { name: '驗證碼' });
    await code.fill(await totp(secret, 5));
    await page.getByRole('button', { name: '驗證並登入' }).click();
    await expect(page.getByText('驗證碼錯誤，請輸入驗證器 App 上目前的 6 位數驗證碼或一組備用碼')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'login-code-wrong');
    await code.fill(await totp(secret, 1));
    await page.getByRole('button', { name: '驗證並登入' }).click();
    await expect(page).toHaveURL(/\/member\/info$/);
    await expect(page.getByRole('heading', { name: '會員資料' })).toBeVisible();

    // A recovery code works once.
    await logOut(page, '張測試');
    await passwordStep(page, member.email, member.password);
    await page.getByRole('button', { name: '使用備用碼' }).click();
    await page.getByRole('textbox', { name: '備用碼' }).fill(recoveryCodes[0]);
    await page.getByRole('button', { name: '驗證並登入' }).click();
    await expect(page).toHaveURL(/\/member\/info$/);
    await logOut(page, '張測試');
    await passwordStep(page, member.email, member.password);
    await page.getByRole('button', { name: '使用備用碼' }).click();
    await page.getByRole('textbox', { name: '備用碼' }).fill(recoveryCodes[0]);
    await page.getByRole('button', { name: '驗證並登入' }).click();
    await expect(page.getByText('驗證碼錯誤，請輸入驗證器 App 上目前的 6 位數驗證碼或一組備用碼')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/0/);
  });

  test('登出其他所有裝置 asks for the password in a dialog; turning it on with 同時登出其他所有裝置 ends the other devices', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const member = await newMember(request);
    const elsewhere = async () =>
      (
        await call<{ token: string }>(request, 'POST', '/login/v1', {
          body: { account: member.email, password: member.password },
          headers: { 'User-Agent': OTHER_DEVICE },
        })
      ).body.data.token;
    const before = [await elsewhere(), await elsewhere()];

    await page.goto('/member/info');
    await page.getByLabel('電子郵件').fill(member.email);
    await page.getByLabel('密碼', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/info$/);

    const devices = page.getByRole('region', { name: '登入中的裝置' });
    await devices.getByRole('button', { name: '登出其他所有裝置' }).click();
    const dialog = page.getByRole('dialog', { name: '登出其他所有裝置' });
    await expect(dialog.getByRole('form', { name: '登出其他所有裝置：確認密碼' })).toBeVisible();
    const password = dialog.getByLabel('目前的密碼', { exact: true });
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: '登出其他所有裝置', exact: true }).click();
    await expect(dialog.getByText('目前的密碼不正確')).toBeVisible();
    await expect(password).toHaveValue('not-my-password');
    await expectAccessible(page, 'the dialog that ends the other sessions, with its error');
    await shot(page, 'end-sessions-dialog', false);
    for (const token of before) expect(await works(request, token)).toBe('00000');
    await password.fill(member.password);
    await dialog.getByRole('button', { name: '登出其他所有裝置', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('其他裝置已全部登出')).toBeVisible();
    await expect(devices.getByRole('button', { name: '登出其他所有裝置' })).toHaveCount(0);
    for (const token of before) expect(await works(request, token)).toBe('A00005');

    // Turning two-factor on offers to end the other sessions, checked at first.
    const later = await elsewhere();
    const section = page.getByRole('region', { name: '兩步驟驗證' });
    await section.getByRole('button', { name: '啟用' }).click();
    await section.getByLabel('目前的密碼', { exact: true }).fill(member.password);
    await section.getByRole('button', { name: '下一步' }).click();
    const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await section.getByRole('textbox', { name: '驗證碼' }).fill(await totp(secret));
    await expect(section.getByRole('checkbox', { name: '同時登出其他所有裝置' })).toBeChecked();
    await section.getByRole('button', { name: '啟用', exact: true }).click();
    await expect(section.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    expect(await works(request, later)).toBe('A00005');
    await expect(devices.getByRole('listitem')).toHaveCount(1);
  });
});
