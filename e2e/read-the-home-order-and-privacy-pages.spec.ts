import { expectAccessible } from './axe';
import { expectPageMetadata, keepScreenshot } from './content';
import { expect, test } from './fixtures';

interface Family {
  uuid: string;
  name: string;
}

test.describe('home, order and privacy, as a search engine sees them (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('home leads to 成為車主 and shows the families, the latest news and the current issue', async ({ page, request }) => {
    const families = ((await (await request.get('/api/vehicle/family/v1')).json()) as { data: Family[] }).data;
    const news = (await (await request.get('/api/content/news/v1')).json()).data.items as Array<{ slug: string; title: string }>;
    const [issue] = (await (await request.get('/api/content/magazine/v1')).json()).data as Array<{ title: string }>;

    expect((await page.goto('/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('link', { name: '成為車主', exact: true })).toHaveAttribute('href', '/vehicleowner');
    const cards = page.getByRole('list', { name: '車系' }).getByRole('listitem');
    await expect(cards).toHaveCount(families.length);
    for (const family of families) {
      await expect(cards.getByRole('link', { name: family.name, exact: true })).toHaveAttribute(
        'href',
        `/vehicleowner/info-${family.uuid}`,
      );
    }
    const latest = page.getByRole('list', { name: '最新消息' }).getByRole('link');
    await expect(latest).toHaveText(news.slice(0, 3).map((item) => item.title));
    await expect(page.getByRole('heading', { name: issue.title })).toBeVisible();
    await expectPageMetadata(page, request, { title: /^泰嵐商用車｜會員與購車入口$/, path: '/' });
  });

  test('/order explains configuring, pre-order, contract and delivery with the site’s rules, and leads to 成為車主', async ({
    page,
    request,
  }) => {
    await page.goto('/order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('購車流程');
    const steps = page.getByRole('list', { name: '購車步驟' }).getByRole('heading', { level: 2 });
    await expect(steps).toHaveText(['線上配置', '登入並送出預購', '經銷商聯繫與契約審閱', '簽約並支付訂金', '生產、領牌與交車']);
    // The numbers come from lib/sale/pricing.ts, lib/sale/deposit-terms.ts and lib/sale/purchases.ts (REVIEW_PERIOD_DAYS 5, deposit 5% in NT$ 1,000, cap 10%).
    const main = page.getByRole('main');
    await expect(main).toContainText('至少 5 天的契約審閱期');
    await expect(main).toContainText('車價總額的 5%，以 NT$ 1,000 為單位無條件進位');
    await expect(main).toContainText('不會超過總價的 10%');
    await expect(main).toContainText('總價 NT$ 2,316,000 的訂金為 NT$ 116,000');
    await expect(page.getByRole('list', { name: '交車進度的階段' }).getByRole('listitem')).toHaveCount(7);
    await expect(page.getByRole('link', { name: '開始配置，成為車主' })).toHaveAttribute('href', '/vehicleowner');
    await expectPageMetadata(page, request, { title: /^購車流程｜/, path: '/order' });
  });

  test('/privacy is a whole policy under 個人資料保護法', async ({ page, request }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('隱私權政策');
    const sections = page.getByRole('heading', { level: 2 });
    for (const name of [
      '蒐集之目的',
      '個人資料之類別',
      '利用之期間、地區、對象及方式',
      '您的權利',
      '不提供個人資料之影響',
      '資料安全',
      'Cookie 與瀏覽器儲存空間',
      '聯絡我們',
      '政策之修訂',
    ]) {
      await expect(sections.filter({ hasText: name })).toHaveCount(1);
    }
    await expect(page.getByRole('table')).toContainText('〇六九');
    await expect(page.getByRole('main')).toContainText('localStorage');
    await expect(page.locator('main time')).toHaveAttribute('dateTime', /^\d{4}-\d{2}-\d{2}/);
    await expectPageMetadata(page, request, { title: /^隱私權政策｜/, path: '/privacy' });
  });

  test('/terms is the terms of service members agree to, with its revision date', async ({ page, request }) => {
    expect((await page.goto('/terms'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('服務條款');
    const sections = page.getByRole('heading', { level: 2 });
    for (const name of ['會員資格與帳號', '預購', '取消預購', '合約審閱期', '責任限制', '準據法與管轄法院', '條款之修訂']) {
      await expect(sections.filter({ hasText: new RegExp(`、${name}$`) }), name).toHaveCount(1);
    }
    const main = page.getByRole('main');
    // From lib/sale/deposit-terms.ts and lib/sale/pricing.ts: the review period and the deposit, paid at signing, never at pre-order.
    await expect(main).toContainText('至少 5 日');
    await expect(main).toContainText('送出預購時不需付款');
    // The one wording of what is paid when (lib/sale/deposit-terms.ts), as on the pre-order step.
    await expect(main).toContainText('送出預購不需付款；訂金為總價的 5%（以新臺幣 1,000 元為單位進位），於簽約時支付；尾款於交車時付清。');
    await expect(main).toContainText('中華民國法律');
    await expect(main).toContainText('地方法院');
    await expect(page.locator('main time')).toHaveAttribute('dateTime', /^\d{4}-\d{2}-\d{2}/);
    await expect(main).toContainText('修訂日期');
    await expectPageMetadata(page, request, { title: /^服務條款｜/, path: '/terms' });
  });
});

test('the footer opens the privacy policy and the terms of service in a new tab and says so', async ({ page }) => {
  await page.goto('/order');
  for (const [name, href] of [
    ['隱私權政策', '/privacy'],
    ['服務條款', '/terms'],
  ]) {
    const link = page.getByRole('contentinfo').getByRole('link', { name: new RegExp(`^${name}\\s*（另開新視窗）$`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('home, order and privacy: no serious axe violation, laid out for the width and kept as screenshots', async ({ page }, testInfo) => {
  for (const [name, path] of [
    ['home', '/'],
    ['order', '/order'],
    ['privacy', '/privacy'],
    ['terms', '/terms'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page, path);
    await keepScreenshot(page, testInfo, name);
  }
});
