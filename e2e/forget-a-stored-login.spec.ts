import { logInAt } from './account';
import { expect, MEMBER, signIn, storedLogin, storedToken, test } from './fixtures';

test.describe('the forget query', () => {
  let token = '';
  test.beforeEach(async ({ context, baseURL }) => {
    token = await signIn(context, baseURL!);
  });

  test('/login?forget=1 clears the stored login in the browser and the session cookie', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: MEMBER.name })).toBeVisible();

    await page.goto('/login?forget=1');
    await expect.poll(() => storedToken(page)).toBe('');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'cv-session')).toBeUndefined();

    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: '登入' })).toBeVisible();
  });

  test('works on any route, and an empty forget keeps the login', async ({ page }) => {
    await page.goto('/news?forget=');
    await expect(page.getByRole('banner').getByRole('button', { name: MEMBER.name })).toBeVisible();
    expect(await storedToken(page)).toBe(token);

    await page.goto('/news?forget=yes');
    await expect.poll(() => storedToken(page)).toBe('');
    await expect(page.getByRole('banner').getByRole('button', { name: '登入' })).toBeVisible();
  });
});

test.describe('the forget query on a member page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signIn(context, baseURL!);
  });

  test('/member/info?forget=1 logs out in the browser too, and logging in again opens 個人基本資料', async ({ page }) => {
    await page.goto('/member/info?forget=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('會員登入');
    await expect.poll(() => storedLogin(page)).toEqual({ token: '', isWebValid: 'false' });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: '登入' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: MEMBER.name })).toHaveCount(0);

    await logInAt(page, MEMBER.account, MEMBER.password);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: MEMBER.name }).click();
    await page.getByRole('dialog').getByRole('link', { name: '個人基本資料' }).click();
    await expect(page).toHaveURL(/\/member\/info$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('個人基本資料');
    await expect(page.getByRole('heading', { name: '會員資料' })).toBeVisible();
  });
});

test('an anonymous visitor of a member page is sent to log in, with the way back kept', async ({ page }) => {
  await page.goto('/member/purchase?tab=0');
  await expect(page).toHaveURL(/\/login\/0\?returnTo=%2Fmember%2Fpurchase%3Ftab%3D0$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('會員登入');
});
