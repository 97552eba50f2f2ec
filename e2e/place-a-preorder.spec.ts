import { expect, expectOneFrame, signIn, test } from './fixtures';
import { agreeToTerms, chooseAddress, fillPasswordTwice, PASSWORD } from './account';
import { codeIn, DEMO, login, newMember, uniqueEmail, waitForMail, send } from './api/support';
import { configure, firstFamily, readAndAccept, twd } from './configurator';
import { DEPOSIT_LABEL, PAYMENT_TERMS } from '@/lib/sale/deposit-terms';

test.describe('成為車主: the pre-order', () => {
  test('a visitor configures, is asked to log in, registers, comes back with everything kept and places one pre-order', async ({
    page,
    request,
  }) => {
    const family = await firstFamily(request);
    const unit = await configure(page, family);
    await page.getByRole('button', { name: '增加一台' }).click();
    await expect(page.getByTestId('price-total')).toHaveText(twd(unit * 2));
    await readAndAccept(page);
    await page.getByRole('button', { name: '登入後送出預購' }).click();

    await expect(page).toHaveURL(/\/login\/0\?returnTo=/);
    await page.getByRole('link', { name: '個人註冊' }).click();
    await expect(page).toHaveURL(/\/login\/1\?returnTo=/);
    await expect(page.getByRole('form', { name: '個人註冊' })).toBeVisible();
    const email = uniqueEmail('buyer');
    await page.getByLabel('電子郵件').fill(email);
    await fillPasswordTwice(page);
    await page.getByLabel('姓名').fill('吳建宏');
    await page.getByLabel('身分證字號').fill('F131104093');
    await page.getByLabel('手機號碼').fill('0987654321');
    await chooseAddress(page, '臺南市', '東區', '長榮路一段 1 號');
    await agreeToTerms(page);
    await page.getByRole('button', { name: '下一步：驗證電子郵件' }).click();
    await page.getByLabel('6 位數驗證碼').fill(codeIn(await waitForMail(request, email)));
    await page.getByRole('button', { name: '驗證並完成註冊' }).click();
    await page.getByRole('link', { name: '繼續' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('確認預購');
    await expect(page.getByTestId('quantity')).toHaveText('2 台');
    await expect(page.getByTestId('price-total')).toHaveText(twd(unit * 2));
    await expect(page.getByRole('checkbox', { name: '我已閱讀並同意預購須知' })).toBeChecked();
    const submit = page.getByRole('button', { name: '成為車主：送出預購' });
    await submit.dblclick();

    await expect(page).toHaveURL(/\/vehicleowner\/preorder-result\?id=[0-9a-f-]{36}$/);
    const number = await page.getByTestId('preorder-number').textContent();
    expect(number).toMatch(/^PO\d{8}-\d{6}$/);
    await expect(page.getByTestId('preorder-total')).toHaveText(twd(unit * 2));
    const token = await login(request, email, PASSWORD);
    const mine = await send(request, { call: 'GET /order/order/v1', token });
    expect(mine.body.data.map((preorder) => preorder.number)).toEqual([number]);
    // Registered on the way: the receipt comes after the code, once the account is active and the pre-order placed.
    const receipt = await waitForMail(request, email, 2);
    expect(receipt.subject).toBe(`【泰嵐商用車】預購單 ${number}：已收到您的預購`);
    expect(receipt.text).toContain('數量：2 台');
    expect(receipt.text).toContain(`總價（含稅）：${twd(unit * 2)}`);
    expect(receipt.text).toMatch(/為您服務的經銷商是 .+（電話 [\d-]+），將於 3 個工作天內/);

    await page.getByRole('link', { name: '完成' }).click();
    await expect(page).toHaveURL(/\/vehicleowner\/preorder-done$/);
    await expect(page.getByText('感謝您的預購，經銷商將盡快與您聯繫。')).toBeVisible();
    await expect(page.getByText(`預購單號 ${number} 已交給經銷商。`)).toBeVisible();
    // The selection placed is gone: the configurator starts afresh from the family's first model, one unit, no color.
    await page.goto(`/vehicleowner/info-${family.uuid}/components`);
    await expect(page.getByTestId('price-total')).toHaveText(twd(family.vehicles[0].price));
    await page.goto(`/vehicleowner/info-${family.uuid}/color`);
    await expect(page.getByRole('radiogroup', { name: '車色' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: '車色' }).getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test.describe('the result page', () => {
    test.use({ allowedConsole: [/status of 404/] });

    test("the result page reads the pre-order from its URL: a reload shows it again; another's or an unknown one is a 404", async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const member = await newMember(request);
      await signIn(context, baseURL!, { account: member.email, password: member.password });
      const family = await firstFamily(request);
      const unit = await configure(page, family);
      await readAndAccept(page);
      await page.getByRole('button', { name: '成為車主：送出預購' }).click();
      await expect(page).toHaveURL(/\/vehicleowner\/preorder-result\?id=[0-9a-f-]{36}$/);
      const [mine] = (await send(request, { call: 'GET /order/order/v1', token: member.token })).body.data;
      expect(new URL(page.url()).searchParams.get('id')).toBe(mine.uuid);
      await expect(page.getByTestId('preorder-number')).toHaveText(mine.number);

      const reloaded = await page.reload();
      // The server renders the member's own pre-order into the page: it is there before any script runs.
      expect(await reloaded!.text()).toContain(mine.number);
      await expect(page.getByTestId('preorder-number')).toHaveText(mine.number);
      await expect(page.getByTestId('preorder-total')).toHaveText(twd(unit));

      const other = await login(request, DEMO.enterprise);
      const [theirs] = (await send(request, { call: 'GET /order/order/v1', token: other })).body.data;
      for (const id of [theirs.uuid, crypto.randomUUID(), 'not-a-uuid']) {
        const response = await page.goto(`/vehicleowner/preorder-result?id=${id}`);
        expect(response?.status(), id).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到這個頁面');
        await expectOneFrame(page);
        await expect(page.getByText(theirs.number)).toHaveCount(0);
      }
    });
  });

  test('a reload on the pre-order step keeps the configuration, the quantity and the agreement read', async ({ page, request }) => {
    const family = await firstFamily(request);
    const unit = await configure(page, family);
    await readAndAccept(page);
    await page.reload();
    await expect(page.getByTestId('price-total')).toHaveText(twd(unit));
    await expect(page.getByRole('checkbox', { name: '我已閱讀並同意預購須知' })).toBeChecked();
  });

  test('the done page opened directly thanks nobody and leaves the configuration as it was', async ({ page, request }) => {
    const family = await firstFamily(request);
    const unit = await configure(page, family);
    await page.goto('/vehicleowner/preorder-done');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('預購完成');
    await expect(page.getByText(/感謝您的預購/)).toHaveCount(0);
    await expect(page.getByText(/目前沒有剛送出的預購。/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '前往購車管理' })).toHaveAttribute('href', '/member/purchase?tab=0');
    await page.getByRole('main').getByRole('link', { name: '回到配置' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('選擇車型配備');
    await expect(page.getByRole('radiogroup', { name: '馬力' }).getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(page.getByTestId('price-total')).toHaveText(twd(unit));
  });

  test('the deposit is worded once: the price, the agreement and the note under the button say what is paid when', async ({
    page,
    request,
  }) => {
    const family = await firstFamily(request);
    await configure(page, family);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: '價格明細' }).getByText(DEPOSIT_LABEL, { exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: /預購須知/ })).toContainText(PAYMENT_TERMS);
    await expect(main.getByText(PAYMENT_TERMS, { exact: true })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('預購訂金');
    await expect(page.locator('body')).not.toContainText('訂金（5%');
  });
});
