import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { agreeToTerms, chooseAddress, fillPasswordTwice } from './account';
import { codeIn, send, uniqueEmail, waitForMailAbout } from './api/support';
import { enrolledStaff, staffSend, staffToken, taipeiDay } from './api/staff-support';
import { expectAccessible } from './axe';
import { twd } from './configurator';
import { keepScreenshot } from './content';
import { chooseFirstFreeSlot } from './test-drive';
import { expect, test } from './fixtures';
import { desk, leaveDesk, signInAt } from './staff-desk';
import { DISCOUNT_LABEL } from '@/lib/sale/quote-versions';
import { pdfPages } from '@/lib/testing/pdf-text';
import { vehicleModelPath } from '@/lib/urls/vehicle-model';

// Issue 38's journey, as a truck is bought: a visitor on a phone (or at a desk) finds the nearest
// heavy-vehicle point to 桃園市中壢區, books a TH 6x4 test drive there and confirms it from the mail; the
// dealer's salesperson confirms it; the visitor registers, saves two configurations, compares them and asks
// for a quote; the salesperson issues it with a discount above the dealer's limit, the manager approves, and
// the member downloads the PDF and accepts it while a new price list takes effect: the pre-order keeps the
// quoted price. The staff work at desks (1440 px) beside the buyer's page.

const FAMILY = '泰嵐 TH 6x4 重型貨車';
const POINT = '泰嵐汽車 桃園營業所';
const DISCOUNT = 120_000;

/** The family as the API gives it (its vehicles and colours, with today's prices). */
async function family(request: APIRequestContext) {
  const list = (await send(request, { call: 'GET /vehicle/family/v1' })).body.data;
  const id = list.find((entry) => entry.name === FAMILY)!.uuid;
  return (await send(request, { call: 'GET /vehicle/family/v1/{id}', params: { id } })).body.data;
}

/** The visitor's test drive: from the nearest heavy-vehicle point to the booking's number. */
async function bookTestDrive(page: Page, who: { name: string; mobile: string; email: string }) {
  await page.goto('/dealers');
  const filter = page.getByRole('form', { name: '篩選據點' });
  await filter.getByLabel('服務項目').selectOption({ label: '重車工作站' });
  await filter.getByLabel('我在（由近到遠排列）').selectOption('桃園市中壢區');
  await filter.getByRole('button', { name: '篩選' }).click();
  const first = page.getByRole('list', { name: '據點列表' }).getByRole('listitem').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('泰嵐汽車 中壢服務廠');
  await first.getByRole('link', { name: '泰嵐汽車 中壢服務廠' }).click();
  // A service bay lends no trucks: its page names the nearest point that does.
  await expect(page.getByText(/^本據點不提供試乘。最近的試乘據點是 泰嵐汽車 桃園營業所（直線距離約 \d+(\.\d)? 公里）/)).toBeVisible();
  await page.getByRole('link', { name: `在${POINT}預約試乘` }).click();

  const choose = page.getByRole('form', { name: '選擇車系與據點' });
  await choose.getByLabel('車系').selectOption({ label: FAMILY });
  await choose.getByRole('button', { name: '查看可預約時段' }).click();
  const form = page.getByRole('form', { name: '預約試乘' });
  await chooseFirstFreeSlot(page, form);
  await form.getByLabel('姓名').fill(who.name);
  await form.getByLabel('手機').fill(who.mobile);
  await form.getByLabel(/電子郵件/).fill(who.email);
  await expect(form.getByText('需持大貨車駕照')).toBeVisible();
  await form.getByLabel('您持有的駕照').selectOption({ label: '大貨車駕照' });
  await form.getByRole('button', { name: '送出預約' }).click();
  const sent = page.getByRole('status').filter({ hasText: '預約已送出' });
  await expect(sent).toContainText(who.email);
  return /TD\d{8}-\d{6}/.exec((await sent.textContent()) ?? '')![0];
}

/** Registers the visitor as an individual member at /login/1, with the mailed code. */
async function register(page: Page, request: APIRequestContext, who: { name: string; mobile: string; email: string }) {
  await page.goto('/login/1');
  await page.getByLabel('電子郵件').fill(who.email);
  await fillPasswordTwice(page);
  await page.getByLabel('姓名').fill(who.name);
  await page.getByLabel('身分證字號').fill('H223456788');
  await page.getByLabel('手機號碼').fill(who.mobile);
  await chooseAddress(page, '桃園市', '中壢區', '中正路 100 號');
  await agreeToTerms(page);
  await page.getByRole('button', { name: '下一步：驗證電子郵件' }).click();
  await expect(page.getByRole('heading', { name: '驗證電子郵件' })).toBeFocused();
  await page.getByLabel('6 位數驗證碼').fill(codeIn(await waitForMailAbout(request, who.email, '請驗證您的電子郵件')));
  await page.getByRole('button', { name: '驗證並完成註冊' }).click();
  await expect(page.getByText('您已登入')).toBeVisible();
}

test('a buyer finds a point, test-drives a TH 6x4, compares two configurations and pre-orders at the quoted price', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const th = await family(request);
  const [quoted] = [th.vehicles[1]];
  // The staff's accounts first: each signs in later with a code of a newer 30-second step than its set-up's.
  const [salesperson, manager] = await Promise.all([
    enrolledStaff(request, { name: '桃園業務' }),
    enrolledStaff(request, { role: 'dealer_manager', name: '北區主管' }),
  ]);
  const who = {
    name: `陳砂石${Date.now().toString(36).slice(-4)}`,
    mobile: `09${String(Date.now()).slice(-8)}`,
    email: uniqueEmail('journey'),
  };

  // 1. The test drive, booked as a visitor and confirmed from the mailed link.
  const number = await bookTestDrive(page, who);
  const confirmMail = await waitForMailAbout(request, who.email, `請確認試乘預約 ${number}`);
  await page.goto(/\/test-drive\/manage#[\w-]{43}/.exec(confirmMail.text)![0]);
  await page.getByRole('button', { name: '確認預約' }).click();
  await expect(page.getByRole('status')).toHaveText('預約已確認，確認信與行事曆檔案已寄出。');
  await keepScreenshot(page, testInfo, 'journey-test-drive');

  // 2. The dealer's salesperson, at a desk, finds it among the test drives and confirms it.
  const sales = await desk(browser, baseURL!);
  await signInAt(sales, salesperson);
  await sales.getByRole('link', { name: '試乘預約' }).click();
  const drive = sales.getByRole('row').filter({ hasText: who.name });
  await expect(drive).toContainText(`${POINT}・${FAMILY}`);
  await drive.getByRole('button', { name: '確認試乘' }).click();
  await expect(sales.getByRole('status')).toHaveText(`已記錄「確認試乘」：${number}`);
  await expect(drive).toContainText('據點已確認');

  // 3. The visitor registers, saves two configurations and compares them.
  await register(page, request, who);
  const save = page.getByRole('region', { name: '儲存配置' });
  await page.goto(`/vehicleowner/info-${th.uuid}/components`);
  await page.getByRole('link', { name: '下一步：車色' }).click();
  await page.getByRole('radiogroup', { name: '車色' }).getByText(th.colors[0].name, { exact: true }).click();
  await save.getByLabel('配置名稱').fill('砂石標準');
  await save.getByRole('button', { name: '儲存配置' }).click();
  await expect(save.getByRole('status')).toHaveText(/已儲存「砂石標準」/);
  await page.goto(vehicleModelPath(th.uuid, quoted.uuid));
  await save.getByLabel('配置名稱').fill('砂石長途');
  await save.getByRole('button', { name: '儲存配置' }).click();
  await expect(save.getByRole('status')).toHaveText(/已儲存「砂石長途」/);

  await page.goto('/member/configurations');
  for (const name of ['砂石標準', '砂石長途']) {
    const pick = page.getByRole('checkbox', { name: `加入比較：「${name}」` });
    await pick.focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('link', { name: '比較配置（2 組）' }).click();
  await expect(page.getByRole('table').locator('thead').getByRole('columnheader')).toHaveCount(2);
  await expect(page.getByText(/^共有 \d+ 項不同/)).toBeVisible();
  await keepScreenshot(page, testInfo, 'journey-compare');

  // 4. The second asked for a quote at the point of the test drive.
  await page.goBack();
  await page.getByRole('link', { name: '開啟「砂石長途」' }).click();
  await page.getByRole('region', { name: '索取報價' }).getByRole('link', { name: '索取報價' }).click();
  const ask = page.getByRole('form', { name: '索取報價' });
  await ask.getByLabel('據點').selectOption({ label: POINT });
  await ask.getByRole('radio', { name: '營業' }).check();
  await ask.getByRole('button', { name: '送出並查看試算' }).click();
  const head = page.getByRole('heading', { level: 2, name: /^報價單 QT/ });
  await expect(head).toBeVisible();
  const quote = (await head.textContent())!.replace('報價單 ', '');
  const quotePage = page.url();

  // 5. The salesperson issues 第 1 版 with a discount above the dealer's limit: it waits for the manager.
  await sales.getByRole('link', { name: '報價單' }).click();
  await sales.getByRole('row').filter({ hasText: quote }).getByRole('link', { name: quote }).click();
  const issue = sales.getByRole('form', { name: '開立新版本' });
  await issue.getByLabel(/^折扣/).fill(String(DISCOUNT));
  await issue.getByLabel(/^有效期限/).fill(taipeiDay(7));
  // The compulsory insurance the estimate left out (no rate set), priced by the salesperson.
  await issue.getByLabel(/^強制汽車責任保險.*每輛/).fill('3200');
  await issue.getByRole('button', { name: '開立報價單' }).click();
  await expect(sales.getByRole('status')).toHaveText('折扣超過上限，已送經銷主管核准');
  await leaveDesk(sales);

  // 6. The manager approves it at another desk.
  const office = await desk(browser, baseURL!);
  await signInAt(office, manager);
  await office.getByRole('link', { name: '報價單' }).click();
  await office.getByRole('row').filter({ hasText: quote }).getByRole('link', { name: quote }).click();
  await office.getByRole('button', { name: '核准折扣' }).click();
  await expect(office.getByRole('status')).toHaveText('已核准第 1 版，並寄信通知買方');
  await leaveDesk(office);
  await waitForMailAbout(request, who.email, quote);

  // 7. The member reads 第 1 版 and downloads its PDF.
  await page.goto(quotePage);
  const version = page.getByRole('region', { name: '經銷商正式報價單' }).getByRole('article').first();
  await expect(version).toContainText('第 1 版');
  await expect(version).toContainText('目前有效');
  await expect(version.getByRole('row', { name: /^經銷商折扣/ })).toContainText(`−${twd(DISCOUNT)}`);
  await expect(version.getByRole('row', { name: /^強制汽車責任保險/ })).toContainText(twd(3_200));
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'journey-quote');
  const [download] = await Promise.all([page.waitForEvent('download'), version.getByRole('button', { name: '下載第 1 版 PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${quote}-v1.pdf`);
  const pdf = pdfPages(readFileSync((await download.path())!)).join('\n');
  expect(pdf).toContain(`報價單號 ${quote}　第 1 版`);
  expect(pdf).toContain(POINT);
  expect(pdf.split(DISCOUNT_LABEL), 'the discount, once').toHaveLength(2);
  expect(pdf).toContain(`−${twd(DISCOUNT)}`);

  // 8. Headquarters raises the quoted model's price from today; the member accepts: the quoted price holds.
  const hq = await staffToken(request, 'hq');
  const raise = async (price: number) => {
    const catalog = (await staffSend(request, hq, { call: 'GET /staff/catalog/v1/{id}', params: { id: th.uuid } })).body.data;
    const body = {
      version: catalog.version,
      name: `旅程測試價 ${price}`,
      effectiveDate: taipeiDay(),
      entries: [{ itemId: quoted.uuid, price }],
    };
    const answer = await staffSend(request, hq, { call: 'POST /staff/catalog/v1/{id}/price-lists', params: { id: th.uuid }, body });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe('00000');
  };
  await raise(quoted.price + 100_000);
  try {
    expect((await family(request)).vehicles[1].price, 'the new list is in force').toBe(quoted.price + 100_000);
    await version.getByRole('button', { name: '接受此報價…' }).click();
    const dialog = page.getByRole('dialog', { name: `接受報價單 ${quote}-v1` });
    const amount = /總價（含稅） (NT\$ [\d,]+)/.exec((await dialog.textContent()) ?? '')![1];
    await dialog.getByText('我已閱讀並同意預購須知').click();
    await dialog.getByRole('button', { name: '接受報價並成立預購單' }).click();
    await expect(page).toHaveURL(/\/member\/purchase\/preorder-spec-[\w-]+$/);
    await expect(page.getByText(`報價單 ${quote}（第 1 版）`, { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /^經銷商折扣/ })).toContainText(`−${twd(DISCOUNT)}`);
    await expect(page.getByText(amount, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'journey-preorder');
  } finally {
    await raise(quoted.price);
  }
});
