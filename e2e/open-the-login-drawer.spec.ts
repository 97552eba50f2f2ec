import { expectApart } from './boxes';
import { expect, MEMBER, signIn, storedToken, test } from './fixtures';

test.describe('a visitor', () => {
  test('opens the drawer and finds the ways in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: '登入' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: '登入' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '個人註冊' })).toBeVisible();
    await expect(drawer.getByText('或', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '企業用戶註冊' })).toBeVisible();
    await expect(drawer).toContainText('註冊即表示您已閱讀並同意服務條款');
    const terms = drawer.getByRole('link', { name: /^服務條款\s*（另開新視窗）$/ }).first();
    await expect(terms).toHaveAttribute('href', '/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('rel', /noopener/);
    const viewport = page.viewportSize()!;
    const edges = async () => {
      const box = (await drawer.boundingBox())!;
      return { width: Math.round(box.width), right: Math.round(box.x + box.width) };
    };
    // Measured once the slide-in has ended: 450 px wide (the whole screen on a phone), at the right edge.
    await expect.poll(edges).toEqual({ width: Math.min(450, viewport.width), right: viewport.width });

    await drawer.getByRole('link', { name: '企業用戶註冊' }).click();
    await expect(page).toHaveURL(/\/login\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('企業用戶註冊');
  });

  test('closes the drawer with Escape and is back on the login button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: '登入' });
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('a member', () => {
  let token = '';
  test.beforeEach(async ({ context, baseURL }) => {
    token = await signIn(context, baseURL!);
  });

  test('sees their name on the login button and the member menu in the drawer', async ({ page }) => {
    const memberCall = page.waitForRequest((request) => request.url().endsWith('/api/member/member/v1'));
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: MEMBER.name });
    await expect(button).toBeVisible();
    expect((await memberCall).headers()['cv-web-token']).toBe(token);

    await button.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: '個人基本資料' })).toHaveAttribute('href', '/member/info');
    await expect(drawer.getByRole('link', { name: '購車管理' })).toHaveAttribute('href', '/member/purchase?tab=0');
    await expect(drawer.getByRole('link', { name: '我的配置' })).toHaveAttribute('href', '/member/configurations');
    await expect(drawer.getByRole('link', { name: '報價單' })).toHaveAttribute('href', '/member/quotes');
    await drawer.getByRole('link', { name: '購車管理' }).click();
    await expect(page).toHaveURL(/\/member\/purchase\?tab=0$/);
    await expect(page.getByTestId('member-greeting')).toHaveText(`${MEMBER.name}，您好。`);
  });

  test('logs out: home, 登入 again, nothing stored, a toast that goes with the next page', async ({ page, request }) => {
    await page.goto('/news');
    await page.getByRole('banner').getByRole('button', { name: MEMBER.name }).click();
    await page.getByRole('dialog').getByRole('button', { name: '登出' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: '登入' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '您已登出。' })).toBeVisible();
    // The toast leaves the header's login button uncovered, so the visitor can log in again at once.
    await expectApart(
      page.getByRole('status').filter({ hasText: '您已登出。' }),
      page.getByRole('banner').getByRole('button', { name: '登入' }),
    );
    await expect.poll(() => storedToken(page)).toBe('');

    // The session is over on the server too.
    const after = await request.get('/api/member/member/v1', { headers: { 'cv-web-token': token } });
    expect((await after.json()).code).toBe('A00005');

    await page.evaluate(() => window.history.pushState(null, '', '/?from=logout'));
    await expect(page.getByRole('status').filter({ hasText: '您已登出。' })).toBeHidden();
  });

  test('a member page renders from the store without hydration errors', async ({ page }) => {
    await page.goto('/member/info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('個人基本資料');
    await expect(page.getByRole('main').getByText(MEMBER.name)).toBeVisible();
  });
});
