import { uniqueEmail, waitForMailAbout } from './api/support';
import { expectAccessible } from './axe';
import { chooseFirstVehicleAndColor, firstFamily } from './configurator';
import { keepScreenshot } from './content';
import { expect, test } from './fixtures';

// 索取報價 without an account: from the configurator a visitor leaves a name, mobile and e-mail, sees the
// estimate at once, and the link mailed to the address sends the request to the dealer, once.

// The used link's second opening is answered 422, which the browser logs.
test.use({ allowedConsole: [/status of 422 \(Unprocessable Entity\)/] });

test('a visitor asks for a quote from the configurator, sees the estimate, and sends it to the dealer from the mailed link', async ({
  page,
  request,
}, testInfo) => {
  const family = await firstFamily(request);
  const email = uniqueEmail('visitor.quote');
  await chooseFirstVehicleAndColor(page, family);
  const card = page.getByRole('region', { name: '索取報價' });
  await expect(card).toContainText('無需註冊');
  await card.getByRole('link', { name: '索取報價' }).click();

  await expect(page).toHaveURL(new RegExp(`/quote\\?family=${family.uuid}&c=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('索取報價');
  await expect(page.getByRole('region', { name: '要報價的配置' })).toContainText(family.name);
  const form = page.getByRole('form', { name: '索取報價' });
  await expect(form.getByRole('link', { name: '隱私權政策（另開新視窗）' })).toHaveAttribute('href', '/privacy');

  // Bad contact: each field says what is wrong, in Chinese, and nothing is sent.
  await form.getByLabel('手機').fill('0212345678');
  await form.getByLabel('電子郵件').fill('not-an-address');
  await form.getByLabel('據點').selectOption({ label: '泰嵐汽車 桃園營業所' });
  await form.getByRole('radio', { name: '自用' }).check();
  await form.getByRole('button', { name: '送出並查看試算' }).click();
  await expect(form.getByText('請輸入姓名')).toBeVisible();
  await expect(form.getByText('手機號碼格式不正確（09 開頭共 10 碼）')).toBeVisible();
  await expect(form.getByText('電子郵件格式不正確')).toBeVisible();

  await form.getByLabel('姓名').fill('林訪客');
  await form.getByLabel('手機').fill('0912345678');
  await form.getByLabel('電子郵件').fill(email);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'visitor-quote-form');
  await form.getByRole('button', { name: '送出並查看試算' }).click();

  const sent = page.getByRole('status').filter({ hasText: '確認信已寄到' });
  await expect(sent).toContainText(email);
  await expect(sent).toContainText('48 小時內');
  const head = page.getByRole('heading', { level: 2, name: /^報價單 QT/ });
  const number = (await head.textContent())!.replace('報價單 ', '');
  await expect(page.getByRole('region', { name: number })).toContainText('待確認（請點信中連結）');
  await expect(page.getByRole('table', { name: '領牌上路總價的各項費用與計算依據' })).toContainText(/NT\$ [\d,]+/);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'visitor-quote-sent');

  const mail = await waitForMailAbout(request, email, `請確認報價請求 ${number}`);
  const link = /https?:\/\/\S+(\/quote\/confirm#[\w-]{43})/.exec(mail.text)![1];
  await page.goto(link);
  const done = page.getByRole('status').filter({ hasText: `報價請求 ${number} 已送出` });
  await expect(done).toContainText('泰嵐汽車 桃園營業所');
  await expect(done.getByRole('link', { name: '註冊會員' })).toBeVisible();
  await expect(page.getByRole('region', { name: number })).toContainText('已送出報價請求');
  // The token leaves the address once used.
  await expect(page).toHaveURL(/\/quote\/confirm$/);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'visitor-quote-confirmed');

  // The link works once.
  await page.goto('/');
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: '此報價確認連結已使用過' })).toBeVisible();
  await expectAccessible(page);
});
