import { expectAccessible } from './axe';
import { keepScreenshot } from './content';
import { chooseFirstFreeSlot } from './test-drive';
import { expect, isMobile, MEMBER, signIn, test } from './fixtures';
import { uniqueEmail, waitForMailAbout } from './api/support';

test.describe('a visitor books a test drive', () => {
  // The wrong mobile number and the used link are refused by the API: the browser logs each refusal.
  test.use({ allowedConsole: [/status of 422 \(Unprocessable Entity\)/] });

  test('from a dealer point: chooses a family, a day and a slot, is told what is wrong, books, confirms from the mail and cancels', async ({
    page,
    request,
  }, testInfo) => {
    // Each project books its own family, so the two never ask for the same place.
    const [family, licence] = isMobile(page) ? ['泰嵐 TL 35 輕型貨車', '小型車'] : ['泰嵐 TM 85 中型貨車', '大貨車'];
    await page.goto('/dealers/tainan-annan');
    await page.getByRole('link', { name: '預約試乘' }).click();
    await expect(page).toHaveURL(/\/test-drive\?point=tainan-annan$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('預約試乘');
    const choose = page.getByRole('form', { name: '選擇車系與據點' });
    await expect(choose.getByLabel('據點')).toHaveValue('tainan-annan');
    await choose.getByLabel('車系').selectOption({ label: family });
    await choose.getByRole('button', { name: '查看可預約時段' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${family}・泰嵐汽車 臺南營業所` })).toBeVisible();

    const form = page.getByRole('form', { name: '預約試乘' });
    await expect(form.getByText(new RegExp(`需持${licence}`))).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'test-drive-form');

    // Nothing chosen, then a mobile number that is no Taiwanese one: each said in Chinese beside its field.
    await form.getByRole('button', { name: '送出預約' }).click();
    await expect(form.getByText('請選擇試乘時段')).toBeVisible();
    await chooseFirstFreeSlot(page, form);
    const email = uniqueEmail('browser-drive');
    await form.getByLabel('姓名').fill('黃試乘');
    await form.getByLabel('手機').fill('02-1234-5678');
    await form.getByLabel(/電子郵件/).fill(email);
    await form.getByRole('button', { name: '送出預約' }).click();
    await expect(form.getByText('手機號碼格式不正確（09 開頭共 10 碼）')).toBeVisible();
    await expect(form.getByLabel('手機')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await form.getByLabel('手機').fill(`09${String(Date.now()).slice(-8)}`);
    await form.getByRole('button', { name: '送出預約' }).click();
    const done = page.getByRole('status').filter({ hasText: '預約已送出' });
    await expect(done).toContainText(email);
    const number = /TD\d{8}-\d{6}/.exec((await done.textContent()) ?? '')![0];

    const mail = await waitForMailAbout(request, email, `請確認試乘預約 ${number}`);
    const link = /https?:\/\/\S+\/test-drive\/manage#[\w-]{43}/.exec(mail.text)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`預約編號 ${number}`);
    await expect(page.getByText('待信件確認')).toBeVisible();
    await page.getByRole('button', { name: '確認預約' }).click();
    await expect(page.getByRole('status')).toHaveText('預約已確認，確認信與行事曆檔案已寄出。');
    await expect(page.getByText('已預約', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'test-drive-confirmed');

    // The booked mail's link changes or cancels it, once.
    const booked = await waitForMailAbout(request, email, `試乘預約 ${number} 已確認`);
    const manage = /https?:\/\/\S+\/test-drive\/manage#[\w-]{43}/.exec(booked.text)![0].replace(/^https?:\/\/[^/]+/, '');
    // A link opened from another page, as from the mail (a new fragment alone reloads nothing).
    await page.goto('/');
    await page.goto(manage);
    await page.getByRole('button', { name: '取消試乘' }).click();
    await expect(page.getByRole('status')).toHaveText('試乘預約已取消，取消通知已寄出。');
    await page.goto('/');
    await page.goto(manage);
    await expect(page.getByRole('alert').filter({ hasText: '此試乘預約連結已使用過或已過期' })).toBeVisible();
  });

  test('a signed-in member finds their details filled in', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!);
    await page.goto('/dealers/kaohsiung-qianzhen');
    await page.getByRole('link', { name: '預約試乘' }).click();
    const choose = page.getByRole('form', { name: '選擇車系與據點' });
    await choose.getByLabel('車系').selectOption({ label: '泰嵐 TX 曳引車' });
    await choose.getByRole('button', { name: '查看可預約時段' }).click();
    const form = page.getByRole('form', { name: '預約試乘' });
    await expect(form.getByLabel('姓名')).toHaveValue(MEMBER.name);
    await expect(form.getByLabel(/電子郵件/)).toHaveValue(MEMBER.account);
    await expect(form.getByLabel('手機')).toHaveValue(/^09\d{8}$/);
    await expect(form.getByLabel('您持有的駕照')).toHaveValue('combination');
    await expect(form.getByText('需持聯結車駕照')).toBeVisible();
  });
});
