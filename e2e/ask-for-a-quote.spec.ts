import { readFileSync } from 'node:fs';
import { newMember } from './api/support';
import { expectAccessible } from './axe';
import { chooseFirstVehicleAndColor, firstFamily } from './configurator';
import { keepScreenshot } from './content';
import { expect, signIn, test } from './fixtures';

test.describe('a member asks a dealer for a quote', () => {
  test('from the configurator: picks a point, 營業 and a 60-month loan at 3 %, sees the estimate and finds the quote in the list', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const [family, member] = await Promise.all([firstFamily(request), newMember(request)]);
    await signIn(context, baseURL!, { account: member.email, password: member.password });

    await chooseFirstVehicleAndColor(page, family);
    const card = page.getByRole('region', { name: '索取報價' });
    await expect(card).toContainText('經銷商');
    await card.getByRole('link', { name: '索取報價' }).click();

    await expect(page).toHaveURL(new RegExp(`/member/quotes/new\\?family=${family.uuid}&c=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('索取報價');
    await expect(page.getByRole('region', { name: '要報價的配置' })).toContainText(family.name);
    const form = page.getByRole('form', { name: '索取報價' });
    await form.getByLabel('據點').selectOption({ label: '泰嵐汽車 桃園營業所' });
    await form.getByRole('radio', { name: '營業' }).check();
    await form.getByRole('radio', { name: '分期付款' }).check();
    await form.getByLabel('頭期款（元）').fill('300000');
    await form.getByLabel(/^期數/).fill('60');
    await form.getByLabel('年利率（%）').fill('3');
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'quote-form');
    await form.getByRole('button', { name: '送出並查看試算' }).click();

    await expect(page).toHaveURL(/\/member\/quotes\/[0-9a-f-]{36}$/);
    const head = page.getByRole('heading', { level: 2, name: /^報價單 QT/ });
    await expect(head).toBeVisible();
    const number = (await head.textContent())!.replace('報價單 ', '');
    await expect(page.getByRole('region', { name: number })).toContainText('泰嵐汽車 桃園營業所');
    await expect(page.getByRole('link', { name: '03-4835-6600' })).toHaveAttribute('href', 'tel:0348356600');
    const costs = page.getByRole('table', { name: '領牌上路總價的各項費用與計算依據' });
    await expect(costs.getByRole('row').filter({ hasText: '車價與原廠配備' })).toContainText(/NT\$ [\d,]+/);
    await expect(costs.getByRole('row').filter({ hasText: '使用牌照稅' })).toContainText('使用牌照稅法第六條附表');
    await expect(costs.getByRole('row', { name: /^估計總價/ })).toContainText(/NT\$ [\d,]+/);
    const financing = page.getByRole('region', { name: '付款方式：分期付款' });
    await expect(financing).toContainText(/每月付款（估）\s*NT\$ [\d,]+/);
    await financing.getByText('還款明細（共 60 期）').click();
    const table = page.getByRole('region', { name: '還款明細表' });
    await expect(table.getByRole('row', { name: /^第 60 期/ })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(61);
    await expect(page.getByText('實際金額以經銷商提供的正式報價單為準')).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'quote');
    // The quote as a PDF, named by its number: the estimate until the dealer issues a version.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下載報價單 PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await page.goto('/member/quotes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('報價單');
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText(family.name);
    await expect(row).toContainText('泰嵐汽車 桃園營業所');
    await expect(row).toContainText('已送出報價請求');
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'quotes');
    await row.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(/\/member\/quotes\/[0-9a-f-]{36}$/);
  });
});
