import { expect, openContext, signIn, storedToken, test } from './fixtures';
import { chooseAddress, fillPasswordTwice } from './account';
import { call, codeIn, newMember, uniqueEmail, waitForMail, send } from './api/support';

/** A screenshot per viewport for the review (SHOTS_DIR, e.g. /tmp/shots-email), when asked for. */
async function shoot(page: import('@playwright/test').Page, testInfo: import('@playwright/test').TestInfo, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

test.describe('the member at /member/info', () => {
  let member: Awaited<ReturnType<typeof newMember>>;

  test.beforeEach(async ({ context, baseURL, request }) => {
    member = await newMember(request);
    await signIn(context, baseURL!, { account: member.email, password: member.password });
  });

  test('sees the data with the ID masked, edits it in place and sees the change', async ({ page }) => {
    await page.goto('/member/info');
    await expect(page.getByText('F13****093')).toBeVisible();
    await expect(page.getByText('100 臺北市中正區忠孝西路一段 1 號')).toBeVisible();

    await page.getByRole('button', { name: '編輯資料' }).click();
    await expect(page.getByRole('heading', { name: '編輯會員資料' })).toBeFocused();
    await page.getByLabel('姓名').fill('張新名');
    await page.getByLabel('手機號碼').fill('0912');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page.getByText('手機號碼格式不正確（09 開頭共 10 碼）')).toBeVisible();
    await expect(page.getByLabel('姓名')).toHaveValue('張新名');
    await page.getByLabel('手機號碼').fill('0955666777');
    await chooseAddress(page, '高雄市', '新興區', '中山一路 2 號');
    await page.getByRole('button', { name: '儲存' }).click();

    await expect(page.getByText('會員資料已更新')).toBeVisible();
    await expect(page.getByRole('main').getByText('張新名')).toBeVisible();
    await expect(page.getByText('0955666777')).toBeVisible();
    await expect(page.getByText('800 高雄市新興區中山一路 2 號')).toBeVisible();
    await page.reload();
    await expect(page.getByText('0955666777')).toBeVisible();
  });

  test('the page arrives with the member’s data in it and asks the API for nothing as it loads', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/')) asked.push(new URL(sent.url()).pathname);
    });
    const response = await page.goto('/member/info');
    // What the server sent, before any script ran: the data, its address by name, no 正在載入.
    const sent = await response!.text();
    expect(sent).toContain('F13****093');
    expect(sent).toContain('100 臺北市中正區忠孝西路一段 1 號');
    expect(sent).not.toContain('正在載入');
    await expect(page.getByRole('banner').getByRole('button', { name: '張測試' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '交車進度的每一步' })).toBeChecked();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test.describe('changing the e-mail', () => {
    // A wrong password and a used link are answered 4xx, which the browser logs.
    test.use({ allowedConsole: [/status of 4\d\d/] });

    test('changes the e-mail with the current password and a code sent to the new address, and logs in with it', async ({
      page,
      request,
    }, testInfo) => {
      const next = uniqueEmail('moved');
      await page.goto('/member/info');
      await page.getByRole('button', { name: '變更電子郵件' }).click();
      const dialog = page.getByRole('dialog', { name: '變更電子郵件' });
      await dialog.getByLabel('新的電子郵件').fill(next);
      await dialog.getByLabel('目前的密碼', { exact: true }).fill('Not-My-Password-12');
      await dialog.getByRole('button', { name: '寄送驗證碼' }).click();
      await expect(dialog.getByText('目前的密碼不正確')).toBeVisible();
      await dialog.getByLabel('目前的密碼', { exact: true }).fill(member.password);
      await shoot(page, testInfo, 'email-dialog');
      await dialog.getByRole('button', { name: '寄送驗證碼' }).click();
      await expect(dialog.getByText(next)).toBeVisible();
      await dialog.getByLabel('6 位數驗證碼').fill(codeIn(await waitForMail(request, next)));
      await dialog.getByRole('button', { name: '確認變更' }).click();

      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('member-email')).toHaveText(next);
      // The session newMember logged in with has ended; this browser's goes on.
      expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.code).toBe('A00005');
      const notice = await waitForMail(request, member.email, 2);
      expect(notice.subject).toBe('【泰嵐商用車】您的電子郵件已變更');
      expect(notice.text).toContain(`您的會員帳號電子郵件已變更為 ${next}`);
      expect((await call(request, 'POST', '/login/v1', { body: { account: next, password: member.password } })).body.code).toBe('L00001');
    });

    test('someone else moved the e-mail: the link mailed to the old address takes the account back', async ({
      page,
      request,
    }, testInfo) => {
      const next = uniqueEmail('hijack');
      expect(
        (
          await send(request, {
            call: 'POST /member/member/v1/email/send',
            token: member.token,
            body: { email: next, password: member.password },
          })
        ).body.code,
      ).toBe('00000');
      const code = codeIn(await waitForMail(request, next));
      expect(
        (await call(request, 'GET', `/member/member/v1/email/valid?email=${next}&code=${code}`, { token: member.token })).body.code,
      ).toBe('00000');
      const link = /\/verifyemail\/undo\?token=[\w-]{43}\S*/.exec((await waitForMail(request, member.email, 2)).text)![0];

      // This browser still holds the login the change ended: it is forgotten quietly on arrival, and
      // the page stays for the person to read instead of going home with 登入狀態已失效.
      await page.goto(link);
      await expect.poll(() => storedToken(page)).toBe('');
      await expect(page.getByRole('heading', { name: '改回原本的電子郵件' })).toBeVisible();
      await expect(page.getByText('登入狀態已失效，請重新登入。')).toHaveCount(0);
      await shoot(page, testInfo, 'email-undo');
      await page.getByRole('button', { name: '改回原本的電子郵件' }).click();
      await expect(page.getByText('已將帳號的電子郵件改回此信箱，所有裝置上的登入都已登出。')).toBeVisible();
      await shoot(page, testInfo, 'email-undone');
      expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.code).toBe('A00005');
      await page.getByRole('link', { name: '忘記密碼，設定新密碼' }).click();
      await expect(page).toHaveURL(/\/login\/forget-1$/);

      await page.goto(link);
      await page.getByRole('button', { name: '改回原本的電子郵件' }).click();
      await expect(page.getByText(/此連結已使用過或已超過 7 天/)).toBeVisible();
    });
  });

  test('changes the password: old, new twice; the other sessions end and the new password works', async ({ page, request }) => {
    await page.goto('/member/info');
    await page.getByRole('button', { name: '變更密碼' }).click();
    await page.getByLabel('目前的密碼', { exact: true }).fill(member.password);
    await fillPasswordTwice(page, 'Silver-Bridge-Evening-54', '新密碼', '再次輸入新密碼');
    await page.getByRole('button', { name: '變更密碼' }).click();
    await expect(page.getByText('密碼已變更，其他裝置上的登入已全部登出')).toBeVisible();

    // The token newMember logged in with is another session: it has ended; this browser's still works.
    expect((await send(request, { call: 'GET /member/member/v1', token: member.token })).body.code).toBe('A00005');
    await page.reload();
    await expect(page.getByRole('heading', { name: '會員資料' })).toBeVisible();
    expect(
      (await call(request, 'POST', '/login/v1', { body: { account: member.email, password: 'Silver-Bridge-Evening-54' } })).body.code,
    ).toBe('L00001');
  });

  test('logs out from the drawer: the session is revoked, the login forgotten, and the member is home', async ({ page, request }) => {
    await page.goto('/member/info');
    await expect(page.getByRole('heading', { name: '會員資料' })).toBeVisible();
    const token = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:login') ?? '{}').cvWebToken ?? '""'));
    await page.getByRole('banner').getByRole('button', { name: '張測試' }).click();
    await page.getByRole('button', { name: '登出', exact: true }).click();

    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByText('您已登出。')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '登入' })).toBeVisible();
    expect((await send(request, { call: 'GET /member/member/v1', token })).body.code).toBe('A00005');
  });

  test.describe('when the server has ended the session', () => {
    test.use({ allowedConsole: [/status of 401/] });

    test('the next call sends the member home with a message', async ({ page, request }) => {
      await page.goto('/member/info');
      await expect(page.getByRole('heading', { name: '會員資料' })).toBeVisible();
      const token = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:login') ?? '{}').cvWebToken ?? '""'));
      await send(request, { call: 'POST /login/v1/logout', token });

      await page.getByRole('button', { name: '編輯資料' }).click();
      await page.getByLabel('手機號碼').fill('0900111222');
      await page.getByRole('button', { name: '儲存' }).click();
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.getByText('登入狀態已失效，請重新登入。')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: '登入' })).toBeVisible();
    });
  });
});

test('a visitor who is not logged in is sent to log in and comes back to /member/info', async ({ page, request }) => {
  const member = await newMember(request);
  await page.goto('/member/info');
  await expect(page).toHaveURL(/\/login\/0\?returnTo=%2Fmember%2Finfo$/);
  await page.getByLabel('電子郵件').fill(member.email);
  await page.getByLabel('密碼', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/info$/);
  await expect(page.getByRole('main').getByText('張測試')).toBeVisible();
});

test('a company sees its page titled 企業基本資料, a person 個人基本資料', async ({ browser, page, baseURL, request }, testInfo) => {
  const company = await newMember(request, 'enterprise');
  const context = await openContext(browser, { viewport: page.viewportSize() ?? undefined });
  await signIn(context, baseURL!, { account: company.email, password: company.password });
  const desk = await context.newPage();
  await desk.goto('/member/info');
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('企業基本資料');
  await expect(desk).toHaveTitle(/企業基本資料/);
  await shoot(desk, testInfo, 'member-info-enterprise');
  await context.close();

  const person = await newMember(request);
  await signIn(page.context(), baseURL!, { account: person.email, password: person.password });
  await page.goto('/member/info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('個人基本資料');
});
