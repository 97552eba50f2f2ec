import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { send } from './api/support';
import { enrolledStaff, placedPreorder, staffToken, staffSend } from './api/staff-support';
import { expectAccessible } from './axe';
import { expect, isMobile, signIn, test } from './fixtures';
import { desk, leaveDesk, signInAt } from './staff-desk';

// Issue 36: the mail that a contract is ready asks the buyer to read its full text on the site. From the
// contract's page the buyer opens 合約全文 (the parties, the vehicle, the price and the numbered clauses of
// 汽車買賣契約書, filled with this contract's facts) and downloads it as a PDF (another member's is the 404
// page: e2e/follow-a-purchase.spec.ts). At a desk, the dealer reads the same text from the console's contract,
// and headquarters publishes new terms for the contracts made from then on.

const SHOTS = process.env.CONTRACT_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** An enterprise member's pre-order, converted by headquarters: the member, the contract and the terms version it was made with. */
async function enterpriseContract(request: Parameters<typeof placedPreorder>[0]) {
  const { member, preorder } = await placedPreorder(request, 'enterprise');
  const hq = await staffToken(request, 'hq');
  // Whatever other tests of the run published: the version in force now.
  const terms = (await staffSend(request, hq, { call: 'GET /staff/contract-terms/v1' })).body.data;
  expect(
    (
      await staffSend(request, hq, {
        call: 'POST /staff/preorders/v1/{number}/convert',
        params: { number: preorder.number },
        body: { version: 1 },
      })
    ).body.code,
  ).toBe('00000');
  const [contract] = (await send(request, { call: 'GET /order/contract/v1', token: member.token })).body.data;
  return { member, contract, termsVersion: terms.versions[0].version };
}

test('the buyer reads the contract in full from its page and downloads it as a PDF', async ({ page, context, request, baseURL }) => {
  const { member, contract, termsVersion } = await enterpriseContract(request);
  await signIn(context, baseURL!, { account: member.email, password: member.password });

  await page.goto(`/member/purchase/contract-detail-${contract.uuid}?tab=2`);
  await page.getByRole('navigation', { name: '相關頁面' }).getByRole('link', { name: '合約全文' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/purchase/contract-text-${contract.uuid}\\?tab=2$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('合約全文');
  const text = page.getByRole('article', { name: '汽車買賣契約書' });
  await expect(text).toContainText(`合約編號 ${contract.number}`);
  await expect(text).toContainText(`條款版本 ${termsVersion}`);
  await expect(text).toContainText('立契約書人 測試運輸有限公司（以下簡稱甲方）');
  await expect(text.getByText('04595257')).toBeVisible();
  await expect(text).toContainText('泰嵐商用車股份有限公司');
  await expect(text).toContainText(/總價款（含稅）\s*NT\$ [\d,]+/);
  const review = text.getByRole('region', { name: '第一條 契約審閱期' });
  await expect(review).toContainText('審閱期間為 5 日');
  await expect(review).toContainText('不得少於 3 日');
  await expect(text.getByRole('region', { name: '第十二條 準據法及管轄法院' })).toContainText('甲方住所地之地方法院');
  await expect(text.getByRole('heading', { name: '立契約書人' })).toBeVisible();
  await expect(text).not.toContainText('{{');
  await expectAccessible(page);
  await shoot(page, 'member-contract-text');
  if (SHOTS) {
    await text.getByRole('heading', { name: '價款', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/member-contract-text-prices-${page.viewportSize()?.width}.png` });
    await text.getByRole('heading', { name: '立契約書人' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/member-contract-text-signatures-${page.viewportSize()?.width}.png` });
  }

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下載 PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${contract.number}.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test('at a desk: the dealer reads the same text from the console, and headquarters publishes terms for contracts made from now on', async ({
  request,
  browser,
  baseURL,
  page,
}) => {
  test.skip(isMobile(page), 'the staff console is desktop-first');
  const { contract, termsVersion } = await enterpriseContract(request);
  const hq = await desk(browser, baseURL!);
  await signInAt(hq, await enrolledStaff(request, { role: 'hq_sales', dealerCode: null, name: '測試總公司' }));
  await hq.goto(`/staff/contracts/${contract.number}`);
  await hq.getByRole('link', { name: '閱讀合約全文與下載 PDF' }).click();
  await expect(hq.getByRole('heading', { level: 1 })).toHaveText(`合約 ${contract.number} 全文`);
  await expect(hq.getByRole('article', { name: '汽車買賣契約書' })).toContainText('立契約書人 測試運輸有限公司');
  await expect(hq.getByRole('button', { name: '下載 PDF' })).toBeVisible();
  await shoot(hq, 'staff-contract-text');

  await hq.getByRole('link', { name: '合約條款' }).click();
  await expect(hq.getByRole('heading', { level: 1 })).toHaveText('合約條款');
  const form = hq.getByRole('form', { name: '新版合約條款' });
  await expect(form).toContainText('{{審閱期天數}}');
  const code = `e2e-${Date.now().toString(36)}`;
  await form.getByLabel('版本代號').fill(code);
  const text = await form.getByLabel('內容').inputValue();
  const clause = `附則（${code}）`;
  await form.getByLabel('內容').fill(`${text}\n\n## ${clause}\n本版條款自發布日起適用於新成立之契約。`);
  await form.getByRole('button', { name: '發布新版' }).click();
  const confirm = form.getByRole('group', { name: '確認發布' });
  await expect(confirm).toContainText('新版只適用於從現在起轉成的合約，已成立的合約不受影響');
  await shoot(hq, 'staff-contract-terms');
  await confirm.getByRole('button', { name: '確定發布，適用於之後的合約' }).click();
  await expect(hq.getByText(`已發布第 ${code} 版合約條款`)).toBeVisible();
  await expect(hq.getByRole('region', { name: '各版本' }).getByRole('listitem').first()).toContainText(`第 ${code} 版`);
  await expectAccessible(hq);

  // The contract made before keeps its terms.
  await hq.goto(`/staff/contracts/${contract.number}/text`);
  await expect(hq.getByRole('article', { name: '汽車買賣契約書' })).toContainText(`條款版本 ${termsVersion}`);
  await expect(hq.getByRole('article', { name: '汽車買賣契約書' })).not.toContainText(clause);
  await leaveDesk(hq);
});
